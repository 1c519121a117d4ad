// Imported over an open recipe, a config.json (which names no layout or batch) keeps the open
// recipe's layout and batch where the imported model runs with them, and says so in place of the
// starting-point warning; where it cannot, the starting point stays and the reason is added
// (reviews 38 and 39: TP2 CP8 PP4 VPP12 EP32 GBS 64 became TP1 EP64 GBS 256 and no longer fitted).
// Expected layouts are the ones set here; Mixtral-8x7B has 8 experts (its config.json fixture).
#include <QtTest>
#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>

#include "core/import/hf_config_import.h"

using namespace moe;

namespace {

std::string mixtralConfig() {
    std::ifstream in(std::string(MOE_TEST_FIXTURES_DIR) + "/import/mixtral-8x7b.config.json");
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

Result<Recipe> importOver(int64_t gpus, std::optional<Layout> open = std::nullopt) {
    ImportOptions o;
    o.fallback_layout = open;
    o.origin = "mixtral-8x7b.config.json";
    o.fallback_hardware = "H100-SXM";
    o.fallback_gpus = gpus;
    o.fallback_seq = 4096;
    return importHfConfigRecipe(mixtralConfig(), o);
}

bool anyStartsWith(const std::vector<std::string>& warnings, const std::string& prefix) {
    return std::any_of(warnings.begin(), warnings.end(), [&](const std::string& w) { return w.rfind(prefix, 0) == 0; });
}

}  // namespace

class TestHfConfigOpenLayout : public QObject {
    Q_OBJECT
private slots:
    void aLayoutTheModelRunsWithIsKept() {
        auto imported = importOver(64);
        QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().toString().c_str());
        QVERIFY(anyStartsWith(imported.warnings, "config.json names no layout or batch: set TP 1"));
        Layout open = imported->layout;
        open.tp = 2;
        open.pp = 2;
        open.ep = 8;
        open.etp = 1;  // experts whole on each GPU
        open.sequence_parallel = true;
        open.micro_batch_size = 1;
        open.global_batch_size = 256;
        imported = importOver(64, open);
        QVERIFY(imported.ok());
        QCOMPARE(imported->layout, open);
        QVERIFY(!anyStartsWith(imported.warnings, "config.json names no layout or batch: set TP 1"));
        QVERIFY(anyStartsWith(imported.warnings,
                              "config.json names no layout or batch: kept the open recipe's (TP 2, CP 1, PP 2, EP 8, "
                              "ETP 1, MBS 1, GBS 256)"));
        QCOMPARE(imported.warnings.size(), imported.warning_texts.size());
    }

    void aLayoutItCannotRunWithIsNot() {
        auto imported = importOver(64);
        QVERIFY(imported.ok());
        const Layout start = imported->layout;
        Layout open = start;
        open.ep = 16;  // 8 experts do not split over EP 16
        imported = importOver(64, open);
        QVERIFY(imported.ok());
        QCOMPARE(imported->layout, start);
        QVERIFY(anyStartsWith(imported.warnings, "config.json names no layout or batch: set TP 1"));
        QVERIFY(anyStartsWith(imported.warnings, "the open recipe's layout (TP 1, CP 1, PP 1, EP 16"));
    }
};

QTEST_GUILESS_MAIN(TestHfConfigOpenLayout)
#include "test_hf_config_open_layout.moc"
