// Every precision spelling of the Megatron-Bridge performance tables is read (one synthetic row of
// each below: the layouts are the tables' own, the throughputs are made up and set only the error),
// and a bare "FP8" is resolved the way the Bridge perf recipes of that model and GPU run FP8, with
// the output saying how.
#include <QtTest>

#include "core/perf/calibration.h"
#include "core/perf/calibration_fit.h"
#include "core/perf/published_precision.h"

using namespace moe;

namespace {

// One row per spelling. Layouts: Qwen3_235B_a22B H100 TP2 PP8 VP4 EP32 and Qwen3_30B_a3B H100 TP1
// PP1 EP16 are the built-in Bridge recipes' (bridge-qwen3-235b-h100-256-fp8cs,
// bridge-qwen3-30b-h100-16-fp8cs/-fp8ds); DeepSeekV3 H100 TP2 PP8 EP64 with VP4 is
// bridge-dsv3-h100-1024-fp8cs, with VP2 bridge-dsv3-h100-1024-fp8bw; the composite "FP8-CS (FP8-MX)"
// row prints two throughputs as the 25.11 tables do.
const char* kRows = R"json({"runs":[
 {"container":"26.02","model":"Qwen3_235B_a22B","system":"DGX-H100","#-GPUs":"256","Precision":"FP8","GBS":"8192","MBS":"1","Sequence Length":"4096","TP":"2","PP":"8","CP":"1","VP":"4","EP":"32","Tokens / sec / GPU":"1000","Model TFLOP / sec / GPU":"150"},
 {"container":"26.02","model":"DeepSeekV3","system":"DGX-H100","#-GPUs":"1024","Precision":"FP8","GBS":"8192","MBS":"1","Sequence Length":"4096","TP":"2","PP":"8","CP":"1","VP":"2","EP":"64","Tokens / sec / GPU":"1000","Model TFLOP / sec / GPU":"260"},
 {"container":"26.02","model":"DeepSeekV3","system":"DGX-H100","#-GPUs":"1024","Precision":"FP8","GBS":"8192","MBS":"1","Sequence Length":"4096","TP":"2","PP":"8","CP":"1","VP":"4","EP":"64","Tokens / sec / GPU":"1000","Model TFLOP / sec / GPU":"260"},
 {"container":"26.02","model":"Qwen3_30B_a3B","system":"DGX-H100","#-GPUs":"16","Precision":"FP8","GBS":"1024","MBS":"1","Sequence Length":"4096","TP":"1","PP":"1","CP":"1","VP":"n/a","EP":"16","Tokens / sec / GPU":"5000","Model TFLOP / sec / GPU":"120"},
 {"container":"26.02","model":"GPT OSS 120B","system":"DGX-H100","#-GPUs":"64","Precision":"FP8","GBS":"1280","MBS":"1","Sequence Length":"4096","TP":"1","PP":"4","CP":"1","VP":"n/a","EP":"8","Tokens / sec / GPU":"5000","Model TFLOP / sec / GPU":"150"},
 {"container":"25.11","model":"Qwen3_235B_a22B","system":"DGX-H100","#-GPUs":"256","Precision":"FP8-CS","GBS":"2048","MBS":"1","Sequence Length":"4096","TP":"2","PP":"8","CP":"1","VP":"4","EP":"32","Tokens / sec / GPU":"1000","Model TFLOP / sec / GPU":"150"},
 {"container":"25.11","model":"DeepSeekV3","system":"DGX-H100","#-GPUs":"1024","Precision":"FP8-SC","GBS":"8192","MBS":"1","Sequence Length":"4096","TP":"2","PP":"8","CP":"1","VP":"2","EP":"64","Tokens / sec / GPU":"1000","Model TFLOP / sec / GPU":"260"},
 {"container":"25.11","model":"Qwen3_30B_a3B","system":"DGX-GB200","#-GPUs":"8","Precision":"FP8-MX","GBS":"512","MBS":"4","Sequence Length":"4096","TP":"1","PP":"1","CP":"1","VP":"1","EP":"8","Tokens / sec / GPU":"20000","Model TFLOP / sec / GPU":"500"},
 {"container":"26.06","model":"Qwen3_235B_a22B","system":"DGX-GB200","#-GPUs":"256","Precision":"MXFP8","GBS":"8192","MBS":"1","Sequence Length":"4096","TP":"1","PP":"8","CP":"1","VP":"3","EP":"32","Tokens / sec / GPU":"7000","Model TFLOP / sec / GPU":"1000"},
 {"container":"26.06","model":"DeepSeekV3","system":"DGX-GB200","#-GPUs":"256","Precision":"NVFP4","GBS":"4096","MBS":"1","Sequence Length":"4096","TP":"1","PP":"4","CP":"1","VP":"4","EP":"64","Tokens / sec / GPU":"4000","Model TFLOP / sec / GPU":"1000"},
 {"container":"26.02","model":"GPT OSS 120B","system":"DGX-H100","#-GPUs":"64","Precision":"BF16","GBS":"1280","MBS":"1","Sequence Length":"4096","TP":"1","PP":"4","CP":"1","VP":"n/a","EP":"8","Tokens / sec / GPU":"5000","Model TFLOP / sec / GPU":"150"},
 {"container":"25.11","model":"Qwen3_30B_a3B","system":"DGX-GB200","#-GPUs":"8","Precision":"FP8-CS (FP8-MX)","GBS":"512","MBS":"4","Sequence Length":"4096","TP":"1","PP":"1","CP":"1","VP":"1","EP":"8","Tokens / sec / GPU":"23766 (22000)","Model TFLOP / sec / GPU":"547 (500)"}
]})json";

}  // namespace

class TestPublishedPrecision : public QObject {
    Q_OBJECT
private slots:
    void everySpellingIsReadAndModelled() {
        auto runs = parsePublishedRuns(kRows, "spellings.json");
        QVERIFY2(runs.ok(), runs.ok() ? "" : runs.error().toString().c_str());
        QCOMPARE(runs->size(), size_t{12});
        const Precision expected[] = {
            Precision::FP8Tensorwise,  // FP8, Qwen3-235B H100: Bridge's only H100 FP8 recipe is fp8_cs
            Precision::FP8Blockwise,   // FP8, DSV3 H100 VP2: the fp8 blockwise (fp8_sc) recipe's layout
            Precision::FP8Tensorwise,  // FP8, DSV3 H100 VP4: the fp8_cs recipe's layout
            Precision::FP8Tensorwise,  // FP8, Qwen3-30B H100: fp8_cs and fp8_ds share the layout
            Precision::FP8Tensorwise,  // FP8, GPT-OSS H100: no Bridge FP8 recipe in the library
            Precision::FP8Tensorwise,  // FP8-CS
            Precision::FP8Blockwise,   // FP8-SC
            Precision::MXFP8,          // FP8-MX
            Precision::MXFP8,          // MXFP8
            Precision::NVFP4,          // NVFP4
            Precision::BF16,           // BF16
            Precision::FP8Tensorwise,  // FP8-CS (FP8-MX): the figures outside the parentheses
        };
        for (size_t i = 0; i < runs->size(); ++i) {
            auto r = recipeForRun((*runs)[i]);
            QVERIFY2(r.ok(), (std::to_string(i) + ": " + (r.ok() ? "" : r.error().toString())).c_str());
            QVERIFY2(r->options.precision == expected[i], std::to_string(i).c_str());
        }
        // The composite row's figures are the first run's.
        QCOMPARE(runs->back().tokens_per_s_per_gpu, 23766.0);
        QCOMPARE(runs->back().tflops_per_gpu, 547.0);
        // Each row is predicted, none "not modelled".
        const auto predictions = predictRuns(*runs, builtinCalibration());
        for (size_t i = 0; i < predictions.size(); ++i)
            QVERIFY2(predictions[i].modelled, (std::to_string(i) + ": " + predictions[i].reason).c_str());
        // The output says how each bare FP8 was read, and only those (and the composite row).
        const std::string md = calibrationMarkdown(predictions, summarizePredictions(predictions));
        QVERIFY(md.find("'FP8' read as FP8 current scaling (fp8_cs), the FP8 recipe of the Bridge perf recipe of Qwen3-235B-A22B on H100-SXM (bridge-qwen3-235b-h100-256-fp8cs)") != std::string::npos);
        QVERIFY(md.find("bridge-dsv3-h100-1024-fp8bw has this row's layout") != std::string::npos);
        QVERIFY(md.find("bridge-dsv3-h100-1024-fp8cs has this row's layout") != std::string::npos);
        QVERIFY(md.find("do not decide it") != std::string::npos);
        QVERIFY(md.find("no Bridge perf recipe of GPT-OSS-120B on H100-SXM runs FP8") != std::string::npos);
        QVERIFY(md.find("second run in FP8-MX, not read") != std::string::npos);
        for (size_t i = 5; i < 11; ++i) QVERIFY2(predictions[i].layout.find("read") == std::string::npos, predictions[i].layout.c_str());
    }
    void spellingVariantsAndErrors() {
        const PublishedPrecisionContext h100{"Qwen3-235B-A22B", "H100-SXM", 2, 8, 4, 32};
        // The perf-recipe names and case are read alike.
        for (const char* s : {"fp8_cs", "FP8 CS", "fp8-cs"}) QCOMPARE(readPublishedPrecision(s, h100)->precision, Precision::FP8Tensorwise);
        QCOMPARE(readPublishedPrecision("fp8_mx", h100)->precision, Precision::MXFP8);
        QCOMPARE(readPublishedPrecision("fp8_ds", h100)->precision, Precision::FP8Delayed);
        QCOMPARE(readPublishedPrecision(" nvfp4 ", h100)->precision, Precision::NVFP4);
        QVERIFY(readPublishedPrecision("BF16", h100)->note.empty());
        // FP16 is not read as BF16, nor an unknown spelling as anything; the error names it.
        for (const char* s : {"FP16", "FP32", "INT8", "", "FP8 (", "(FP8)"}) {
            auto p = readPublishedPrecision(s, h100);
            QVERIFY2(!p.ok(), s);
            QCOMPARE(p.error().field, std::string("Precision"));
            QVERIFY2(p.error().reason.find(std::string("'") + s + "'") != std::string::npos, p.error().reason.c_str());
        }
        auto bad = readPublishedPrecision("FP8-CS (FP16)", h100);
        QVERIFY(bad.ok());  // the parenthesised run is named, not read
        auto badFirst = readPublishedPrecision("FP16 (FP8-CS)", h100);
        QVERIFY(!badFirst.ok());
    }
};

QTEST_APPLESS_MAIN(TestPublishedPrecision)
#include "test_published_precision.moc"
