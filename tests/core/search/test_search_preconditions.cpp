// The search refuses a recipe whose errors it cannot change: checked on the recipe the issue
// reports (Qwen3-235B-A22B, whose catalog max_position_embeddings is 40960, at sequence 131072)
// and on an error the search does change (TP not dividing the attention heads).
#include <QtTest>

#include "core/catalog/catalog.h"
#include "core/recipe/recipe_yaml.h"
#include "core/rules/validator.h"
#include "core/search/search_preconditions.h"

using namespace moe;

class TestSearchPreconditions : public QObject {
    Q_OBJECT
private slots:
    void fieldsTheSearchChooses() {
        QVERIFY(searchChoosesField("layout.tp"));
        QVERIFY(searchChoosesField("layout.micro_batch_size"));
        QVERIFY(searchChoosesField("options.recompute.modules"));
        QVERIFY(searchChoosesField("options.dispatcher"));
        QVERIFY(!searchChoosesField("layout.seq_length"));
        QVERIFY(!searchChoosesField("model.max_position_embeddings"));
        QVERIFY(!searchChoosesField("options.cuda_graphs.scopes"));
    }

    void sequenceAboveMaxPositionBlocks() {
        auto r = defaultRecipe();
        QVERIFY(r.ok());
        Recipe recipe = *r;
        const ModelSpec* qwen = builtinCatalog().findModel("Qwen3-235B-A22B");
        QVERIFY(qwen != nullptr);
        recipe.model = *qwen;
        recipe.model_ref = "Qwen3-235B-A22B";
        recipe.layout.seq_length = 131072;
        QVERIFY(qwen->max_position_embeddings < 131072);
        const auto blocking = errorsSearchCannotFix(validateRecipe(recipe));
        QCOMPARE(blocking.size(), size_t{1});
        QCOMPARE(blocking.front().rule, std::string("seq.max_position_embeddings"));
        // Within the model's positions, nothing blocks.
        recipe.layout.seq_length = 32768;
        QVERIFY(errorsSearchCannotFix(validateRecipe(recipe)).empty());
    }

    void layoutErrorsDoNotBlock() {
        Diagnostic tp;
        tp.severity = Severity::Error;
        tp.rule = "model.heads_divisible_tp";
        tp.fields = {"model.num_attention_heads", "layout.tp"};
        Diagnostic warning = tp;
        warning.severity = Severity::Warning;
        warning.fields = {"model.max_position_embeddings"};
        QVERIFY(errorsSearchCannotFix({tp, warning}).empty());
    }
};

QTEST_APPLESS_MAIN(TestSearchPreconditions)
#include "test_search_preconditions.moc"
