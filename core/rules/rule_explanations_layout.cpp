// Explanations of the layout findings: sizes, meshes, model fit, sequence, pipeline, topology
// and the memory verdict. Titles say what is wrong; paragraphs say why and what to do.

#include "core/common/message.h"
#include "core/rules/rule_explanations.h"

namespace moe::detail {

namespace {

constexpr RuleExplanation kLayout[] = {
    // Sizes and meshes.
    {"layout.size_positive", MOE_TR("rule_titles", "A parallel or batch size is zero or negative"),
     MOE_TR("rule_explanations",
            "Every parallel size (TP, CP, PP, VPP, EP, ETP), the batch sizes, the sequence length and the GPU count "
            "must be at least 1. Megatron-LM stops in its argument checks otherwise, and no mesh can be built. Set the "
            "named field to 1 or more.")},
    {"layout.size_range", MOE_TR("rule_titles", "A layout size is out of range"),
     MOE_TR("rule_explanations",
            "One of the sizes is so large that the layout cannot describe a real cluster (the products of the "
            "parallel sizes would overflow). The other checks are skipped until it is back in range. Bring the "
            "value down to a size a real job would use.")},
    {"layout.etp_unset", MOE_TR("rule_titles", "Expert tensor parallelism is unset, so it follows TP"),
     MOE_TR("rule_explanations",
            "When --expert-tensor-parallel-size is not given, Megatron-Core uses the attention TP for the experts as "
            "well. Many people expect 1 instead. With TP above 1 every expert GEMM is then split over TP ranks and the "
            "expert mesh (ETP x EP x EDP x PP) differs from what you may have planned. Set ETP explicitly: usually 1, "
            "so that experts are sharded by EP alone.")},
    {"mesh.attention_divisible", MOE_TR("rule_titles", "GPU count does not fit the attention mesh"),
     MOE_TR("rule_explanations",
            "The attention side of the model is laid out as TP x CP x DP x PP. The number of GPUs must therefore be a "
            "multiple of TP x CP x PP, and what is left over becomes DP. Megatron's parallel state refuses to start "
            "otherwise. Change the GPU count to a multiple, or change TP, CP or PP.")},
    {"mesh.expert_divisible", MOE_TR("rule_titles", "GPU count does not fit the expert mesh"),
     MOE_TR("rule_explanations",
            "With Parallel Folding the MoE layers use their own mesh, ETP x EP x EDP x PP, over the same GPUs. The GPU "
            "count must be a multiple of ETP x EP x PP; the rest becomes the expert data-parallel size EDP. Remember "
            "that an unset ETP equals TP. Change the GPU count, or ETP, EP or PP.")},
    {"mesh.rank_order_edp", MOE_TR("rule_titles", "This rank order needs EDP equal to DP"),
     MOE_TR("rule_explanations",
            "The alternative rank order (--use-tp-pp-dp-mapping) places pipeline stages before data parallelism. "
            "Megatron-Core only supports it with pipeline parallelism when the expert data-parallel size equals the "
            "attention one, because both meshes must then agree on which ranks share a stage. Use the default order, "
            "or choose EP and ETP so that EDP equals DP.")},
    {"batch.gbs_divisible", MOE_TR("rule_titles", "Global batch does not split into microbatches"),
     MOE_TR("rule_explanations",
            "Each step the global batch is divided over DP ranks and then into microbatches of MBS samples, so the "
            "global batch must be a multiple of MBS x DP. Megatron-LM refuses other values. Round the global batch to "
            "a multiple (the suggestion names one), or change MBS or the GPU count.")},
    {"parallel.sp_at_tp1", MOE_TR("rule_titles", "Sequence parallelism is on without TP"),
     MOE_TR("rule_explanations",
            "Sequence parallelism splits the layer-norm and dropout activations over the TP group; with TP 1 there is "
            "no group to split over. Megatron-Core's config (as Megatron-Bridge builds it) rejects the combination, "
            "while Megatron-LM quietly turns it off. Turn sequence parallelism off, or use TP above 1.")},
    {"parallel.etp_above_one", MOE_TR("rule_titles", "Experts are split by tensor parallelism"),
     MOE_TR(
         "rule_explanations",
         "ETP above 1 cuts every expert's GEMMs over several GPUs. Expert GEMMs are already small, so the pieces run "
         "less efficiently and each layer adds TP collectives. Sharding experts by EP instead (ETP 1) usually gives "
         "more throughput for the same memory. Keep ETP above 1 only when EP cannot grow further.")},
    {"parallel.dp_squeezed", MOE_TR("rule_titles", "Data parallelism squeezed to 1 (DP or expert EDP)"),
     MOE_TR("rule_explanations",
            "The model-parallel sizes use up every GPU, so DP (or, for the experts, EDP) is 1. Then gradients are not "
            "averaged over replicas, the distributed optimizer has nothing to shard its state over, and the step "
            "cannot grow by adding GPUs. Add GPUs or lower TP, CP, PP or EP where memory allows.")},
    {"parallel.ep_tp_without_sp", MOE_TR("rule_titles", "EP with TP needs sequence parallelism"),
     MOE_TR("rule_explanations",
            "With TP above 1 and expert parallelism, Megatron-Core refuses to start unless sequence parallelism is on "
            "(its model-parallel config raises at start-up). Sequence parallelism also keeps each TP rank to its share "
            "of the tokens, so the dispatcher does not move every token TP times. Turn on --sequence-parallel "
            "(sequence_parallel: true in Megatron-Bridge).")},
    // Model fit.
    {"model.heads_divisible_tp", MOE_TR("rule_titles", "Attention heads do not divide by TP"),
     MOE_TR("rule_explanations",
            "Tensor parallelism gives each TP rank a whole number of attention heads, so the head count must be a "
            "multiple of TP. Megatron-Core refuses other sizes. Pick a TP that divides the head count.")},
    {"model.query_groups_tp", MOE_TR("rule_titles", "Query groups and TP do not divide each other"),
     MOE_TR("rule_explanations",
            "With grouped-query attention the key/value heads (query groups) are split over TP ranks. Either the group "
            "count is a multiple of TP, or TP is a multiple of it and the key/value heads are replicated. Other "
            "combinations are refused by Megatron-Core. Choose a TP that divides the group count or is a multiple of "
            "it.")},
    {"model.mla_with_gqa", MOE_TR("rule_titles", "MLA model set up with query groups"),
     MOE_TR("rule_explanations",
            "Multi-head latent attention compresses keys and values itself and has no query groups. Fewer groups than "
            "heads would export --group-query-attention, which Megatron-LM rejects for MLA. Set the query groups equal "
            "to the head count.")},
    {"model.size_positive", MOE_TR("rule_titles", "A model size is missing or zero"),
     MOE_TR("rule_explanations",
            "A head count the layout depends on (query groups, or the key and value heads of gated delta-net layers) "
            "is below 1, so heads cannot be split over TP. Set it from the model's configuration.")},
    {"model.gdn_value_heads", MOE_TR("rule_titles", "Linear-attention value heads do not divide by key heads"),
     MOE_TR("rule_explanations",
            "Gated delta-net layers pair every key head with a whole number of value heads, so the value-head count "
            "must be a multiple of the key-head count. Megatron-Core refuses other shapes. Fix the model's head "
            "counts.")},
    {"model.gdn_heads_tp_cp", MOE_TR("rule_titles", "Linear-attention heads do not divide by TP x CP"),
     MOE_TR("rule_explanations",
            "Gated delta-net layers shard their heads over both the TP and the CP group, so the key and the value head "
            "counts must both be multiples of TP x CP. Lower TP or CP until they divide both counts.")},
    {"model.ep_without_experts", MOE_TR("rule_titles", "Expert parallelism on a dense model"),
     MOE_TR(
         "rule_explanations",
         "The model has no routed experts, so there is nothing for an EP group to shard. Megatron-LM refuses EP above "
         "1 here. Set EP to 1.")},
    {"model.experts_divisible_ep", MOE_TR("rule_titles", "Experts do not divide by EP"),
     MOE_TR("rule_explanations",
            "Each EP rank holds the same number of whole experts, so the routed expert count must be a multiple of EP. "
            "Megatron-Core refuses other sizes. Use an EP that divides the expert count.")},
    {"model.router_groups", MOE_TR("rule_titles", "Experts do not divide into router groups"),
     MOE_TR(
         "rule_explanations",
         "Group-limited routing (--moe-router-num-groups) splits the experts into equal groups, usually one per node "
         "or domain, and routes each token to a few groups only. The expert count must be a multiple of the group "
         "count. Choose a group count that divides it.")},
    {"model.router_group_topk", MOE_TR("rule_titles", "Router picks more groups than exist"),
     MOE_TR("rule_explanations",
            "--moe-router-group-topk is how many groups each token may use; it cannot exceed the number of groups. "
            "Lower it, or raise the group count.")},
    // Sequence and context parallelism.
    {"seq.cp_divisible", MOE_TR("rule_titles", "Sequence length does not divide by 2 x CP"),
     MOE_TR("rule_explanations",
            "Context parallelism splits each sequence into 2 x CP chunks and gives every CP rank one chunk from the "
            "front and its mirror from the back, so causal attention costs every rank the same. The sequence length "
            "must be a multiple of 2 x CP. Round it up (the suggestion names a value) or change CP.")},
    {"seq.max_position_embeddings", MOE_TR("rule_titles", "Sequence is longer than the position embeddings"),
     MOE_TR(
         "rule_explanations",
         "The model's max_position_embeddings (--max-position-embeddings) is shorter than the training sequence, so "
         "positions past it have no embedding and Megatron-LM refuses to start. Long-context recipes raise it to the "
         "sequence length.")},
    {"seq.rope_beyond_checkpoint", MOE_TR("rule_titles", "Sequence is beyond the checkpoint's RoPE"),
     MOE_TR("rule_explanations",
            "A checkpoint's rotary position embeddings were trained up to a length: its maximum positions, or with "
            "YaRN its original length times the scaling factor. Raising --max-position-embeddings lets Megatron "
            "start at a longer sequence, but without RoPE scaling to that length the model meets positions it has "
            "never seen, and continued training starts from a model that cannot read them. Long-context recipes "
            "scale RoPE with YaRN (in the Bridge YAML; Megatron-LM's pretrain_gpt.py takes it for MLA models) or "
            "stay within the covered length.")},
    {"cp.hierarchical_missing", MOE_TR("rule_titles", "Hierarchical CP needs its sizes"),
     MOE_TR("rule_explanations",
            "The a2a+p2p context-parallel communication runs all-to-all inside an inner group and ring exchange across "
            "outer groups, so Megatron needs --hierarchical-context-parallel-sizes. Give [inner, outer] with inner x "
            "outer = CP, or use plain p2p.")},
    {"cp.hierarchical_levels", MOE_TR("rule_titles", "Hierarchical CP needs exactly two levels"),
     MOE_TR(
         "rule_explanations",
         "Transformer Engine's a2a+p2p context parallelism runs all-to-all in an inner group and a ring over an outer "
         "group: two levels of CP groups, no more. Megatron builds one group per hierarchical size, and Transformer "
         "Engine stops at the first attention step when there are not two. Give [inner, outer], or use p2p.")},
    {"cp.sliding_window_comm_type", MOE_TR("rule_titles", "Sliding-window attention needs a2a or allgather CP"),
     MOE_TR(
         "rule_explanations",
         "Transformer Engine's context-parallel attention has a sliding-window path only in its all-to-all (a2a) and "
         "all-gather implementations; the ring (p2p, a2a+p2p) refuses a window at the first step, after Megatron has "
         "started. Use cp_comm_type a2a or allgather; when the model also has a learnable or off-by-one softmax only "
         "a2a serves both.")},
    {"cp.mla_comm_type", MOE_TR("rule_titles", "MLA needs p2p or a2a+p2p CP"),
     MOE_TR("rule_explanations",
            "Multi-latent attention has different key and value head sizes. Transformer Engine's context-parallel "
            "attention supports that only in its ring implementations (p2p, a2a+p2p) and refuses a2a and allgather at "
            "the first step. Use cp_comm_type p2p.")},
    {"cp.softmax_comm_type", MOE_TR("rule_titles", "A learnable or off-by-one softmax needs a2a CP"),
     MOE_TR("rule_explanations",
            "Attention sinks (softmax_type learnable, as in GPT-OSS) and the off-by-one softmax run with context "
            "parallelism only on the fused attention backend over cp_comm_type a2a; for other types Transformer Engine "
            "finds no attention backend and stops at the first step. Use a2a, which also serves sliding windows.")},
    {"cp.fp8_attention_softmax",
     MOE_TR("rule_titles", "A learnable or off-by-one softmax cannot run FP8 attention under CP"),
     MOE_TR("rule_explanations",
            "With context parallelism Transformer Engine runs attention sinks and the off-by-one softmax only in BF16 "
            "attention; FP8 dot-product attention with them stops at the first step. Turn FP8 attention off: the GEMMs "
            "keep their FP8 recipe.")},
    {"cp.a2a_heads", MOE_TR("rule_titles", "All-to-all CP needs the heads per rank to divide by CP"),
     MOE_TR("rule_explanations",
            "The a2a context-parallel communication trades the sequence split for a head split: every CP rank takes "
            "1/CP of the query and key heads its TP rank holds. Transformer Engine stops when those head counts do not "
            "divide by CP. Hierarchical a2a+p2p splits the heads the same way over its inner (first) size. Lower TP or "
            "CP, "
            "pick a smaller inner size, or use another cp_comm_type where the model allows one.")},
    {"cp.hierarchical_product", MOE_TR("rule_titles", "Hierarchical CP sizes do not multiply to CP"),
     MOE_TR("rule_explanations",
            "The inner and outer sizes of hierarchical context parallelism must multiply to exactly the CP size. "
            "Megatron-LM refuses other values. Fix the sizes or CP.")},
    {"cp.not_power_of_two", MOE_TR("rule_titles", "CP is not a power of two"),
     MOE_TR("rule_explanations",
            "Context-parallel sizes that are not powers of two rarely divide sequence lengths, head counts and NVLink "
            "domains evenly, and the attention kernels are tuned for the usual sizes. Prefer 2, 4, 8 or 16.")},
    {"cp.shard_length", MOE_TR("rule_titles", "Each CP rank holds too few or too many tokens"),
     MOE_TR("rule_explanations",
            "Context parallelism works best when each CP rank holds a few thousand tokens (about 4K to 8K): fewer, and "
            "the ring exchanges of keys and values are no longer hidden behind attention compute; more, and activation "
            "memory grows. A good start is CP near the sequence length divided by 4096, rounded to a power of two.")},
    // Pipeline.
    {"pipeline.vpp_without_pp", MOE_TR("rule_titles", "Virtual pipeline stages without a pipeline"),
     MOE_TR("rule_explanations",
            "Virtual pipeline parallelism (--num-virtual-stages-per-pipeline-rank) interleaves several model chunks "
            "per pipeline rank; it needs PP above 1. Megatron-LM refuses it otherwise. Set VPP to 1 or use PP above "
            "1.")},
    {"pipeline.even", MOE_TR("rule_titles", "Layers do not split evenly over the pipeline"),
     MOE_TR("rule_explanations",
            "Without a layout string or uneven first and last stages, Megatron puts the same number of decoder layers "
            "on every virtual stage, so the layer count must be a multiple of PP x VPP. Change PP or VPP, or place the "
            "layers explicitly (uneven first/last stages or a --pipeline-model-parallel-layout string); the one-click "
            "fix proposes a placement that works.")},
    {"pipeline.uneven", MOE_TR("rule_titles", "Uneven first and last stages do not add up"),
     MOE_TR("rule_explanations",
            "--decoder-first-pipeline-num-layers and --decoder-last-pipeline-num-layers take layers off the ends; the "
            "remaining layers must still split evenly over the middle stages and virtual stages. Adjust the first and "
            "last counts, or use a layout string.")},
    {"pipeline.account_for", MOE_TR("rule_titles", "Embedding or loss counted as a layer does not split evenly"),
     MOE_TR("rule_explanations",
            "With --account-for-embedding-in-pipeline-split or --account-for-loss-in-pipeline-split the embedding and "
            "loss count as layers, and the total must then divide by PP x VPP. Change PP or VPP, or turn one of the "
            "options off.")},
    {"pipeline.layout_string", MOE_TR("rule_titles", "The pipeline layout string is invalid"),
     MOE_TR("rule_explanations",
            "A --pipeline-model-parallel-layout string names, stage by stage, which layers each virtual stage holds "
            "(E embedding, t decoder layer, m MTP layer, L loss, | between stages). It must have PP x VPP stages and "
            "place every decoder layer exactly once. The message says what is wrong; the one-click fix writes a "
            "balanced string.")},
    {"pipeline.one_mode", MOE_TR("rule_titles", "Several pipeline placement modes at once"),
     MOE_TR("rule_explanations",
            "A layout string, uneven first/last stages and counting embedding or loss as layers are three alternative "
            "ways to place layers; Megatron-LM accepts only one of them at a time. Keep one and clear the others.")},
    {"pipeline.unbalanced", MOE_TR("rule_titles", "Pipeline stages hold very different amounts of work"),
     MOE_TR("rule_explanations",
            "The fullest pipeline stage sets the pace of the whole pipeline: every other stage waits for it on each "
            "microbatch. When one stage carries much more than the lightest, that difference is lost on every GPU. "
            "Even the stages out with uneven first/last counts or a layout string.")},
    {"pipeline.few_microbatches", MOE_TR("rule_titles", "Too few microbatches to fill the pipeline"),
     MOE_TR("rule_explanations",
            "A pipeline of PP stages needs at least PP microbatches per step before every stage has work at the same "
            "time; with fewer, stages sit idle most of the step. Raise the global batch, lower MBS, or lower PP.")},
    {"pipeline.group_size_range", MOE_TR("rule_titles", "Interleaved microbatch group size out of range"),
     MOE_TR(
         "rule_explanations",
         "With virtual pipeline stages Megatron-Core runs microbatches in groups (--microbatch-group-size-per-"
         "virtual-pipeline-stage, unset means PP): each group passes through every model chunk of a rank before "
         "the next group starts. A group smaller than PP leaves the first stage waiting for its own outputs to come "
         "back around the pipeline; a group larger than the step's microbatch count m cannot be formed. Megatron-Core "
         "refuses both when the step starts (a ValueError in the interleaved schedule). Choose a group size between "
         "PP and m; with fewer microbatches than PP no size works, so raise the global batch.")},
    {"pipeline.last_group_small", MOE_TR("rule_titles", "Last microbatch group smaller than PP"),
     MOE_TR("rule_explanations",
            "The interleaved schedule splits the step's m microbatches into groups of the group size; the last group "
            "holds what is left, m mod the group size. When that remainder is above zero but below PP, the last group "
            "cannot keep every stage busy and the schedule would wait on its own dependencies, so Megatron-Core "
            "raises a RuntimeError when the step starts. Choose a group size that divides m, or leaves at least PP "
            "microbatches for the last group; the one-click fix picks the nearest such size.")},
    {"pipeline.bubble", MOE_TR("rule_titles", "Large pipeline bubble"),
     MOE_TR("rule_explanations",
            "At the start and end of every step pipeline stages wait for each other. The idle time is about "
            "(PP - 1) / (VPP x microbatches) of the time the step would take without it, so its share of the step is "
            "that fraction over one plus it (7/16 = 44 % is about 30 % of the step). Raise the global batch (more "
            "microbatches), raise VPP, or lower PP.")},
    // Topology.
    {"topology.tp_outside_domain", MOE_TR("rule_titles", "Tensor parallel group crosses the NVLink domain"),
     MOE_TR("rule_explanations",
            "TP exchanges activations several times per layer and needs NVLink bandwidth. When a TP group spans more "
            "GPUs than one NVLink domain holds (or does not align with its boundary), part of that traffic goes over "
            "the much slower network. Keep TP at or below the domain size and a divisor of it.")},
    {"topology.ep_outside_domain", MOE_TR("rule_titles", "Expert parallel group crosses the NVLink domain"),
     MOE_TR(
         "rule_explanations",
         "The token dispatch and combine all-to-alls of every MoE layer run inside the ETP x EP group. When it spans "
         "several NVLink domains, part of every token's trip goes over the scale-out network, which is several "
         "times slower; the message says what share. Keep ETP x EP within one domain, or use a dispatcher built for "
         "it (DeepEP, HybridEP) and overlap the communication.")},
    {"topology.cp_outside_domain", MOE_TR("rule_titles", "Context parallel group crosses the NVLink domain"),
     MOE_TR(
         "rule_explanations",
         "Context parallelism exchanges keys and values between CP ranks for every attention layer. Over NVLink this "
         "hides behind attention compute; across domains it often does not. Keep CP within a domain, or use the "
         "hierarchical a2a+p2p communication so only the outer ring crosses the network.")},
    // Memory verdict.
    {"memory.does_not_fit", MOE_TR("rule_titles", "Does not fit in GPU memory"),
     MOE_TR("rule_explanations",
            "The estimate of the binding pipeline stage (the one that needs the most) is above the usable HBM of one "
            "GPU, by more than the memory model's own uncertainty. Such a job runs out of memory in the first steps. "
            "The suggestion lists levers that were checked to make it fit (selective recompute, a smaller microbatch, "
            "more EP or PP, full recompute, optimizer offload); exports refuse it unless you insist.")},
    {"memory.fit_uncertain", MOE_TR("rule_titles", "Memory is tight"),
     MOE_TR("rule_explanations",
            "The binding stage is over the usable HBM, but only by less than the allocator-fragmentation allowance the "
            "estimate includes. It may run, or may run out of memory after some steps. Try it with margin to spare, or "
            "apply one of the suggested levers.")},
    {"memory.fit_close", MOE_TR("rule_titles", "Fits closely: less headroom than the fragmentation allowance"),
     MOE_TR(
         "rule_explanations",
         "The binding stage is under the usable HBM, but by less than the allocator-fragmentation allowance the "
         "estimate includes: the same allowance that makes a layout slightly over the line only \"tight\" makes this "
         "one only probably fitting. Measure the peak memory of one step before a long run, or leave the allowance "
         "free with a little recompute, a smaller microbatch or more PP or EP.")},
    {"memory.fit_lever", MOE_TR("rule_titles", "Another way to fit in memory"),
     MOE_TR("rule_explanations",
            "A further lever that was checked against the memory estimate: applying it alone brings the binding stage "
            "under the usable HBM (or says how far it still is). Compare its cost with the first suggestion before "
            "choosing.")},
    {"validator.internal", MOE_TR("rule_titles", "The validator failed on this recipe"),
     MOE_TR("rule_explanations",
            "One family of checks stopped with an internal error, so its findings are missing. The recipe may still "
            "be fine. Please report the recipe with the message shown.")},
};

}  // namespace

std::span<const RuleExplanation> layoutRuleExplanations() {
    return kLayout;
}

}  // namespace moe::detail
