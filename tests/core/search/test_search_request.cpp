// One search request per recipe (core/search/search_request): what the studio's Search and
// `moe-plan search FILE` both run. The request carries the recipe's options, CP communication,
// global batch and forced balancing; the catalog form's defaults are the DP overlaps; the options
// sentence names each shared option as the recipe holds it.
#include <QtTest>

#include "core/recipe/recipe_yaml.h"
#include "core/search/search_request.h"

using namespace moe;

namespace {

Recipe defaultOrDie() {
    auto r = defaultRecipe();
    if (!r.ok()) qFatal("default recipe: %s", r.error().toString().c_str());
    return *r;
}

}  // namespace

class TestSearchRequest : public QObject {
    Q_OBJECT
private slots:
    void requestCarriesTheRecipe() {
        Recipe r = defaultOrDie();
        r.options.overlap.grad_reduce = false;
        r.options.overlap.param_gather = false;
        r.options.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
        r.options.cuda_graphs.scopes = {CudaGraphScope::Attn};
        r.layout.cp_comm_type = CpCommType::A2A;
        r.layout.global_batch_size = 768;
        const SearchRequest req = searchRequestForRecipe(r, 32);
        QCOMPARE(req.gpus, int64_t{32});
        QCOMPARE(req.model.name, r.model.name);
        QCOMPARE(req.hardware.name, r.hardware.name);
        QCOMPARE(req.seq_length, r.layout.seq_length);
        QVERIFY(req.options == r.options);
        QCOMPARE(req.cp_comm_type, CpCommType::A2A);
        QCOMPARE(req.constraints.global_batch_size, int64_t{768});
        QVERIFY(!req.constraints.allow_benchmark_only);
    }

    void forcedBalancingStaysAllowed() {
        // A benchmark recipe's plans keep its forced balancing, so they compare like for like.
        Recipe r = defaultOrDie();
        r.options.routing.force_load_balancing = true;
        QVERIFY(searchRequestForRecipe(r, 16).constraints.allow_benchmark_only);
    }

    void catalogDefaultsAreTheDpOverlaps() {
        const TrainingOptions o = defaultSearchOptions();
        QVERIFY(o.overlap.grad_reduce);
        QVERIFY(o.overlap.param_gather);
        QVERIFY(!o.overlap.ep_a2a_overlap);
        QVERIFY(o.optimizer.distributed);  // the param-gather overlap needs it
        QCOMPARE(o.cuda_graphs.impl, CudaGraphImpl::None);
    }

    void optionsSentenceNamesEachSharedOption() {
        TrainingOptions o;
        QCOMPARE(searchOptionsText(o), std::string("no DP overlap, no TP overlap, no EP overlap, no CUDA graphs, "
                                                   "distributed optimizer, dropless routing"));
        o.overlap.grad_reduce = true;
        o.overlap.param_gather = true;
        o.overlap.ep_a2a_overlap = true;
        o.overlap.delay_wgrad_compute = true;
        o.cuda_graphs.impl = CudaGraphImpl::TransformerEngine;
        o.cuda_graphs.scopes = {CudaGraphScope::Attn, CudaGraphScope::MoeRouter};
        o.routing.force_load_balancing = true;
        QCOMPARE(searchOptionsText(o),
                 std::string("DP overlap grad-reduce + param-gather, no TP overlap, EP overlap + delayed wgrad, CUDA graphs "
                             "transformer_engine [attn, moe_router], distributed optimizer, forced load balancing "
                             "(benchmark-only)"));
        o.overlap.param_gather = false;
        QVERIFY(searchOptionsText(o).rfind("DP overlap grad-reduce only", 0) == 0);
        // Fine-grained activation offload travels with every plan: said (review 38).
        o.activation_cpu_offload = true;
        o.offload_modules = {OffloadModule::ExpertFc1, OffloadModule::CoreAttn};
        const std::string withOffload = searchOptionsText(o);
        QVERIFY2(withOffload.ends_with(", activation offload [expert_fc1, core_attn]"), withOffload.c_str());
    }

    void optionsMessageIsTheCliEnglish() {
        // Issue 42: the studio shows searchOptionsMessage() through the catalogs ("search"); its
        // English is the CLI's line.
        TrainingOptions o = defaultSearchOptions();
        const Message m = searchOptionsMessage(o);
        QCOMPARE(m.english(),
                 std::string("DP overlap grad-reduce + param-gather, no TP overlap, no EP overlap, no CUDA "
                             "graphs, distributed optimizer, dropless routing"));
        QCOMPARE(m.args.size(), size_t{1});
        QCOMPARE(m.args[0].parts.size(), size_t{6});
        QCOMPARE(m.args[0].parts[0].context, std::string("search"));
        QCOMPARE(m.args[0].parts[0].id, std::string("DP overlap grad-reduce + param-gather"));
        o.overlap.tp_comm_overlap = true;
        o.overlap.shared_expert_overlap = true;
        o.overlap.param_gather = false;
        o.overlap.grad_reduce = false;
        o.cuda_graphs.impl = CudaGraphImpl::Local;
        o.optimizer.distributed = false;
        o.routing.capacity_factor = 1.0;
        o.manual_gc = true;
        QCOMPARE(searchOptionsMessage(o).english(), searchOptionsText(o));
        QCOMPARE(searchOptionsText(o),
                 std::string("no DP overlap, TP overlap, no EP overlap, shared-expert overlap, CUDA "
                             "graphs local, no distributed optimizer, capacity-factor routing, "
                             "manual GC"));
    }
};

QTEST_APPLESS_MAIN(TestSearchRequest)
#include "test_search_request.moc"
