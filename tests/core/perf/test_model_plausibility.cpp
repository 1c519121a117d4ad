// Step-time model v2 stays physical: no kernel runs above 0.9 of the peak it is measured against,
// for every built-in recipe and every result of two searches (one per GPU generation), and no
// fitted constant of the shipped calibration sits at a bound of its plausible range (a constant at
// a bound means the model lacks a term and the fit pushed a knob to hide it).
#include <QtTest>

#include "core/catalog/catalog.h"
#include "core/catalog/recipe_library.h"
#include "core/perf/calibration.h"
#include "core/perf/step_time_model.h"
#include "core/search/layout_search.h"

using namespace moe;

namespace {

void checkEfficiencies(const StepEstimate& e, const std::string& label) {
    const ComputeEfficiency& k = e.efficiency;
    const std::pair<const char*, double> shares[] = {{"dense GEMM", k.denseVsPeak()},
                                                     {"grouped GEMM", k.groupedVsPeak()},
                                                     {"output layer", k.logitsVsPeak()},
                                                     {"attention forward", k.attention_fwd},
                                                     {"attention backward", k.attention_bwd}};
    for (const auto& [what, share] : shares) {
        QVERIFY2(share <= 0.9, (label + ": " + what + " at " + std::to_string(share) + " of its peak").c_str());
        QVERIFY2(share >= 0.0, (label + ": " + what).c_str());
    }
    // The achieved model FLOP rate can never beat the BF16 + precision peaks either.
    QVERIFY2(e.mfu <= 0.9, (label + ": MFU " + std::to_string(e.mfu)).c_str());
}

}  // namespace

class TestModelPlausibility : public QObject {
    Q_OBJECT
private slots:
    void everyBuiltinRecipe() {
        auto library = recipeLibrary();
        QVERIFY(library.ok());
        QVERIFY(library->size() >= 40);
        for (const auto& entry : *library) {
            auto recipe = loadLibraryRecipe(entry.id);
            QVERIFY2(recipe.ok(), entry.id.c_str());
            auto e = estimateStepTime(*recipe, builtinCalibration());
            QVERIFY2(e.ok(), (entry.id + ": " + (e.ok() ? "" : e.error().toString())).c_str());
            checkEfficiencies(*e, entry.id);
        }
    }
    void everySearchResult() {
        for (const auto& [model, gpu, gpus, seq] : {std::tuple<const char*, const char*, int64_t, int64_t>{"Qwen3-30B-A3B", "H100-SXM", 16, 4096},
                                                    {"DeepSeek-V3", "GB300-NVL72", 256, 4096},
                                                    {"Qwen3-235B-A22B", "B200-HGX", 256, 32768}}) {
            SearchRequest req;
            req.model = *builtinCatalog().findModel(model);
            req.hardware = *builtinCatalog().findHardware(gpu);
            req.gpus = gpus;
            req.seq_length = seq;
            req.top_k = 30;
            req.threads = 1;
            auto r = searchLayouts(req);
            QVERIFY(r.ok());
            QVERIFY2(!r->results.empty(), model);
            for (const auto& c : r->results) checkEfficiencies(c.estimate, std::string(model) + " " + gpu + " search");
        }
    }
    void fittedConstantsAwayFromTheirBounds() {
        const Calibration& c = builtinCalibration();
        for (const auto& spec : calibrationConstants()) {
            if (!spec.fitted) continue;
            const double v = c.*(spec.member);
            // "At a bound" = within 1 % of the range's width.
            const double margin = 0.01 * (spec.max - spec.min);
            QVERIFY2(v > spec.min + margin && v < spec.max - margin,
                     (std::string(spec.key) + " = " + std::to_string(v) + " sits at a bound of [" + std::to_string(spec.min) + ", " +
                      std::to_string(spec.max) + "]")
                         .c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestModelPlausibility)
#include "test_model_plausibility.moc"
