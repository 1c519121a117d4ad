#include "core/help/glossary.h"

#include "core/common/message.h"

namespace moe {

namespace {

constexpr GlossaryEntry kGlossary[] = {
    {"tp", MOE_TR("glossary_terms", "TP — tensor parallelism"),
     MOE_TR("glossary",
            "Splits the weight matrices of every layer over TP GPUs (--tensor-model-parallel-size). Each GPU holds "
            "1/TP of the attention and MLP weights, and the layer exchanges activations with all-reduces (or "
            "all-gathers and reduce-scatters with sequence parallelism) several times per layer.\n\nBecause of that "
            "traffic TP belongs inside one NVLink domain; 2, 4 or 8 are usual. Attention heads and query groups must "
            "divide by it."),
     "layout.tp"},
    {"cp", MOE_TR("glossary_terms", "CP — context parallelism"),
     MOE_TR("glossary",
            "Splits each sequence over CP GPUs (--context-parallel-size). Every CP rank holds 2 x CP-th chunks of the "
            "sequence, one from the front and its mirror from the back, so causal attention costs every rank the "
            "same; keys and values travel between the ranks during attention.\n\nCP is the lever for long context: "
            "activation memory per GPU falls with it. --cp-comm-type chooses how keys and values move: p2p (a ring), "
            "a2a (all-to-all over heads), allgather, or a2a+p2p (hierarchical, with "
            "--hierarchical-context-parallel-sizes)."),
     "layout.cp layout.cp_comm_type layout.hierarchical_cp_sizes"},
    {"dp", MOE_TR("glossary_terms", "DP — data parallelism"),
     MOE_TR("glossary",
            "Whatever the model-parallel sizes leave over: DP = GPUs / (TP x CP x PP). Each DP replica works on "
            "different samples, and gradients are averaged over replicas every step. With the distributed optimizer "
            "(--use-distributed-optimizer) the optimizer state is sharded over DP as well, so more DP also means less "
            "memory per GPU. The studio derives DP; it is not set directly."),
     "dp"},
    {"pp", MOE_TR("glossary_terms", "PP — pipeline parallelism"),
     MOE_TR("glossary",
            "Cuts the stack of layers into PP consecutive stages on different GPUs "
            "(--pipeline-model-parallel-size). Microbatches flow through the stages; only activations cross stage "
            "boundaries, so PP tolerates slow links. The price is the pipeline bubble: stages wait at the start and "
            "end of each step, about (PP - 1) / (VPP x microbatches) of the time.\n\nLayers can be placed evenly, "
            "with uneven first and last stages (--decoder-first-pipeline-num-layers, "
            "--decoder-last-pipeline-num-layers), by counting embedding and loss as layers, or with an explicit "
            "--pipeline-model-parallel-layout string."),
     "layout.pp layout.pipeline_layout layout.first_stage_layers layout.last_stage_layers "
     "layout.account_for_embedding_in_pipeline_split layout.account_for_loss_in_pipeline_split"},
    {"vpp", MOE_TR("glossary_terms", "VPP — virtual pipeline parallelism"),
     MOE_TR("glossary",
            "Gives each pipeline rank several smaller model chunks instead of one block of layers "
            "(--num-virtual-stages-per-pipeline-rank), and interleaves them in the schedule. The bubble shrinks by "
            "the factor VPP at the price of more point-to-point messages. Needs PP above 1, and the layers must "
            "split over PP x VPP stages."),
     "layout.vpp"},
    {"ep", MOE_TR("glossary_terms", "EP — expert parallelism"),
     MOE_TR("glossary",
            "Spreads the routed experts of every MoE layer over EP GPUs (--expert-model-parallel-size); each holds "
            "experts / EP whole experts. Tokens travel to the GPUs of their chosen experts and back (dispatch and "
            "combine), which is the all-to-all traffic that usually dominates MoE communication. The expert count "
            "must divide by EP."),
     "layout.ep"},
    {"etp", MOE_TR("glossary_terms", "ETP — expert tensor parallelism"),
     MOE_TR("glossary",
            "Splits each expert's weights over ETP GPUs (--expert-tensor-parallel-size). When it is not given, "
            "Megatron-Core uses TP. ETP 1 (experts sharded only by EP) is usually faster, since expert GEMMs are "
            "small already; it is also required for MoE layers with linear biases."),
     "layout.etp"},
    {"edp", MOE_TR("glossary_terms", "EDP — expert data parallelism"),
     MOE_TR("glossary",
            "The data-parallel size of the expert mesh: EDP = GPUs / (ETP x EP x PP). Expert gradients are averaged "
            "over EDP replicas, just as dense gradients are over DP. It is derived, not set."),
     "edp"},
    {"sp", MOE_TR("glossary_terms", "SP — sequence parallelism"),
     MOE_TR("glossary",
            "With TP above 1, splits the layer-norm and dropout activations along the sequence over the TP group "
            "(--sequence-parallel), turning TP's all-reduces into all-gathers and reduce-scatters. It saves "
            "activation memory at no extra traffic, and MoE layers with TP expect it. It has no effect at TP 1."),
     "layout.sequence_parallel"},
    {"batch", MOE_TR("glossary_terms", "MBS and GBS — micro batch and global batch"),
     MOE_TR("glossary",
            "MBS (--micro-batch-size) is how many sequences one GPU processes in one forward and backward pass; GBS "
            "(--global-batch-size) is how many sequences make up one optimizer step over the whole job. Each DP "
            "replica runs GBS / (MBS x DP) microbatches per step and accumulates their gradients; GBS must divide "
            "accordingly.\n\nMore microbatches fill the pipeline better; a larger MBS uses kernels better but needs "
            "more activation memory."),
     "layout.global_batch_size layout.micro_batch_size ga"},
    {"world", MOE_TR("glossary_terms", "GPUs and sequence length"),
     MOE_TR("glossary",
            "The GPU count is the size of the whole job (the world size); it must be a multiple of TP x CP x PP and of "
            "ETP x EP x PP. The sequence length (--seq-length) is the number of tokens per sample; with CP it must "
            "divide by 2 x CP, and it may not exceed the model's --max-position-embeddings."),
     "layout.world_size layout.seq_length"},
    {"sliding_window", MOE_TR("glossary_terms", "Sliding-window attention (SWA)"),
     MOE_TR("glossary",
            "In a windowed layer each token attends only to the previous W tokens (--window-size, recipe field "
            "model.sliding_window.window), so its attention work grows with W, not with the sequence length; "
            "--window-attn-skip-freq (model.sliding_window.skip_freq) keeps every N-th layer at full attention. "
            "GPT-OSS alternates windows of 128 tokens with full layers.\n\nThe studio counts the windowed layers' "
            "attention FLOPs as Megatron-Bridge does and times them at their short-window rate. Memory does not "
            "shrink with the window in training: the keys and values of the whole sequence are still activations. "
            "Context parallelism with a window needs cp_comm_type a2a or allgather (Transformer Engine refuses the "
            "ring at the first step)."),
     "model.sliding_window.window model.sliding_window.skip_freq"},
    {"attention_sinks", MOE_TR("glossary_terms", "Attention sinks (learnable softmax)"),
     MOE_TR("glossary",
            "A learnable softmax (--softmax-type learnable, recipe field model.softmax_type; GPT-OSS) adds one "
            "learned logit per head to every softmax, so a head can give little weight to all tokens; the "
            "off-by-one softmax is the same with a fixed logit. Only Transformer Engine's fused cuDNN attention runs "
            "it, and with context parallelism only over cp_comm_type a2a. The studio times such attention at no more "
            "than its short-block rate, since no public benchmark times the fused kernel with sinks."),
     "model.softmax_type"},
    {"rope_scaling", MOE_TR("glossary_terms", "RoPE scaling (YaRN) and maximum positions"),
     MOE_TR("glossary",
            "Rotary position embeddings are trained up to a length; YaRN rescales their frequencies so that a model "
            "runs at a longer context (--rope-type yarn with --rotary-scaling-factor and the yarn_* settings, recipe "
            "fields model.rope_scaling.*). DeepSeek-V3's checkpoint, for example, was trained at 4K "
            "(original_max_position_embeddings 4096) and scales by 40 to 160K.\n\nMegatron also needs "
            "--max-position-embeddings (model.max_position_embeddings) to be at least the sequence length. Raising "
            "the sequence length beyond what the checkpoint's scaling covers trains positions the model has not "
            "seen: extend the scaling factor deliberately, as a long-context recipe does, rather than only the "
            "maximum."),
     "model.rope_scaling.type model.rope_scaling.factor model.max_position_embeddings"},
    {"folding", MOE_TR("glossary_terms", "Parallel Folding — attention mesh and MoE mesh"),
     MOE_TR("glossary",
            "Megatron-Core lets attention and MoE layers lay out the same GPUs differently. Attention uses the mesh "
            "TP x CP x DP x PP; the MoE layers use ETP x EP x EDP x PP. Only PP is shared. So attention can use TP "
            "and CP while the experts use EP alone, each part getting the parallelism that suits it. The folded "
            "grids show both meshes side by side."),
     "", MOE_TR("glossary_keywords", "folded grid mesh")},
    {"rank_order", MOE_TR("glossary_terms", "Rank order"),
     MOE_TR("glossary",
            "The order in which GPU ranks are assigned to the parallel dimensions. The default puts TP innermost "
            "(neighbouring ranks, so the same node), then CP, DP and PP; --use-tp-pp-dp-mapping places PP before DP. "
            "It decides which groups stay inside an NVLink domain."),
     "layout.rank_order"},
    {"nvlink_domain", MOE_TR("glossary_terms", "NVLink domain"),
     MOE_TR("glossary",
            "The set of GPUs connected by NVLink: 8 in an HGX node, 72 in a GB200/GB300 NVL72 rack. Inside it GPUs "
            "exchange data at hundreds of GB/s; between domains traffic goes over the much slower scale-out network "
            "(InfiniBand or Ethernet). Keep TP, CP and the expert group (ETP x EP) inside a domain where possible."),
     ""},
    {"recompute_granularity", MOE_TR("glossary_terms", "Recompute granularity"),
     MOE_TR("glossary",
            "Activation recomputation trades compute for memory: activations are dropped after the forward and "
            "recomputed in the backward. --recompute-granularity selective recomputes chosen modules inside every "
            "layer (--recompute-modules); full keeps only each layer's input and re-runs whole layers, chosen with "
            "--recompute-method (uniform or block) and --recompute-num-layers. Full saves the most memory and costs "
            "about a third more compute."),
     "options.recompute.granularity",
     MOE_TR("glossary_keywords", "recomputation rematerialization activation checkpointing")},
    {"recompute_modules", MOE_TR("glossary_terms", "Recompute modules"),
     MOE_TR("glossary",
            "The modules selective recompute re-runs (--recompute-modules):\n\ncore_attn — the attention core "
            "(Megatron's default; little gain with fused attention). moe_act — the activation inside the experts "
            "(needs grouped GEMM). layernorm — the input layer norms. mla_up_proj — the up-projections of multi-head "
            "latent attention (MLA models only). mlp — the dense MLP. moe — the whole MoE block (not with EP "
            "overlap). shared_experts — the shared experts (not with shared-expert overlap)."),
     "options.recompute.modules",
     MOE_TR("glossary_keywords", "recomputation rematerialization activation checkpointing")},
    {"dispatcher", MOE_TR("glossary_terms", "Token dispatcher"),
     MOE_TR("glossary",
            "How tokens reach their experts (--moe-token-dispatcher-type, --moe-flex-dispatcher-backend):\n"
            "- allgather — every EP rank gathers all tokens and keeps its own; simple, but traffic grows with EP "
            "(Megatron-LM's default).\n"
            "- alltoall — each token is sent only to the ranks of its experts; the usual starting point.\n"
            "- DeepEP (flex, deepep) — fused dispatch and combine kernels that send one copy per remote node and "
            "fan out over NVLink.\n"
            "- HybridEP (flex, hybridep) — NVIDIA's kernels built for large NVLink domains such as NVL72.\n"
            "- NCCL EP (flex, ncclep) — the same idea on NCCL's device API, in recent Megatron-Core."),
     "options.dispatcher", MOE_TR("glossary_keywords", "dispatch combine all-to-all alltoall DeepEP HybridEP")},
    {"cuda_graph_impl", MOE_TR("glossary_terms", "CUDA graphs — implementations"),
     MOE_TR("glossary",
            "CUDA graphs record a sequence of kernels once and replay it with one launch, removing CPU launch "
            "overhead (--cuda-graph-impl):\n"
            "- none — every kernel launched one by one;\n"
            "- local — Megatron-Core's own per-layer graphs;\n"
            "- transformer_engine — Transformer Engine's per-module graphs;\n"
            "- full_iteration — the whole training step as one graph (no module scopes).\n\n"
            "Graphs need fixed shapes and cost some memory for their pools."),
     "options.cuda_graphs.impl"},
    {"cuda_graph_scope", MOE_TR("glossary_terms", "CUDA graphs — scopes"),
     MOE_TR("glossary",
            "Which parts of a layer per-layer graphs capture (--cuda-graph-modules; --cuda-graph-scope in older "
            "releases): attn — attention; mlp — the dense MLP; moe — the whole MoE block (needs drop-and-pad "
            "routing); moe_router — the router; moe_preprocess — dispatch preprocessing (needs moe_router); mamba — "
            "Mamba layers. With dropless routing capture attn, moe_router and moe_preprocess."),
     "options.cuda_graphs.scopes", MOE_TR("glossary_keywords", "graph capture")},
    {"precision", MOE_TR("glossary_terms", "Precision"),
     MOE_TR("glossary",
            "The number format of the GEMMs: bf16, or FP8 with tensorwise (current), delayed, blockwise or MXFP8 "
            "scaling (--fp8-recipe), or NVFP4 (--fp4-recipe) on Blackwell. Lower precision speeds up the GEMMs; "
            "MXFP8 and NVFP4 need Blackwell tensor cores."),
     "options.precision"},
    {"overlap", MOE_TR("glossary_terms", "Communication overlap"),
     MOE_TR("glossary",
            "Options that hide communication behind compute: EP all-to-all overlap "
            "(--overlap-moe-expert-parallel-comm) and delayed weight-gradient compute (--delay-wgrad-compute) for "
            "the MoE dispatch; shared-expert overlap (--moe-shared-expert-overlap); gradient-reduce and "
            "parameter-gather overlap for data parallelism (--overlap-grad-reduce, --overlap-param-gather); and TP "
            "communication overlap (--tp-comm-overlap)."),
     "options.overlap.ep_a2a_overlap options.overlap.delay_wgrad_compute options.overlap.shared_expert_overlap "
     "options.overlap.grad_reduce options.overlap.param_gather options.overlap.tp_comm_overlap"},
    {"optimizer_offload", MOE_TR("glossary_terms", "Optimizer CPU offload"),
     MOE_TR("glossary",
            "Keeps part of the optimizer state in host memory and runs its step on the CPU (--optimizer-cpu-offload, "
            "--optimizer-offload-fraction). It frees GPU memory at the cost of host transfers; Megatron-Core needs "
            "the precision-aware optimizer for it."),
     "options.optimizer.cpu_offload options.optimizer.offload_fraction", MOE_TR("glossary_keywords", "offloading CPU")},
    {"activation_offload", MOE_TR("glossary_terms", "Fine-grained activation offloading"),
     MOE_TR("glossary",
            "Moves the activations chosen modules save for backward to host memory after their forward and brings "
            "them back before their backward (--fine-grained-activation-offloading, --offload-modules): attn_norm, "
            "qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1 or moe_act. The copies use the GPU-host link "
            "(PCIe, or NVLink-C2C to Grace on GB200/GB300) and hide behind compute when the link is fast enough; "
            "the newest microbatch's last layer and one layer being reloaded stay on the GPU."),
     "options.activation_cpu_offload options.offload_modules options.activation_offload_fraction",
     MOE_TR("glossary_keywords", "offloading CPU")},
    {"mfu", MOE_TR("glossary_terms", "MFU and model TFLOP/s"),
     MOE_TR(
         "glossary",
         "Model TFLOP/s per GPU counts only the FLOPs the model itself needs per step (the Bridge count, as "
         "Megatron-Bridge's flop_utils.py counts them: GEMMs and attention, without recomputation) divided by the "
         "step time and the GPU count. MFU is that figure divided by the GPU's peak dense TFLOP/s at the training "
         "precision. Megatron-LM's training.py counts some models differently (it ignores sliding windows and counts "
         "a gated MLP other than SwiGLU as 2 projections): for GPT-OSS its figures are 17 % lower at the same "
         "tokens/s, and the studio shows them beside its own wherever the two differ. Recomputation keeps the GPU "
         "busier but adds no model FLOPs, so it inflates neither figure, and both compare layouts fairly."),
     ""},
    {"binding_stage", MOE_TR("glossary_terms", "Binding stage"),
     MOE_TR("glossary",
            "The pipeline stage that needs the most memory per GPU. Stages differ (the first holds the embedding and "
            "the most in-flight activations, the last the output layer and loss), and the layout fits only if the "
            "binding stage fits. The memory chart marks it."),
     ""},
    {"usable_hbm", MOE_TR("glossary_terms", "Usable HBM"),
     MOE_TR("glossary",
            "The GPU memory a training process actually sees, in GiB (2^30 bytes) as the framework reports it, which "
            "is less than the GB figure on the data sheet. The estimate counts the CUDA context, NCCL buffers and "
            "allocator fragmentation among its own lines; the memory chart draws usable HBM as a line, and the "
            "binding stage must stay under it."),
     ""},
    {"fits_closely", MOE_TR("glossary_terms", "Fits closely (fragmentation allowance)"),
     MOE_TR("glossary",
            "A layout fits closely when its binding stage stays under usable HBM, but by less than the memory "
            "model's fragmentation allowance: the share of the allocated bytes the PyTorch caching allocator may "
            "lose to fragmentation (8 % by default, Memory Assumptions), which the estimate cannot place exactly. "
            "Such a layout may not fit when it runs. The memory chart, Feasibility, Search and Compare say "
            "\"fits closely\" for it; Search ranks layouts that fit with room first, Feasibility takes one that "
            "fits with room when any does, and a fix offers room before a close fit.\n\n"
            "Tight is the other side of the same margin: over usable HBM by less than the allowance, so it may "
            "still run. Measure either before you commit to it (torch.cuda.max_memory_reserved in a short run)."),
     ""},
    {"uncertainty", MOE_TR("glossary_terms", "Uncertainty band (±)"),
     MOE_TR("glossary",
            "How sure the step-time estimate is. The model was checked against published runs it was not fitted "
            "to (cross-validation: each system, model or container held out in turn). The band depends on how "
            "comparable those runs are:\n"
            "- with at least 10 comparable runs (same GPU generation, precision family and dispatcher), the range that "
            "holds 80 % of their errors;\n"
            "- with fewer, the runs of a wider group (any dispatcher, then the GPU generation, then all runs), "
            "whose errors say less about this layout: the range that holds 95 % of theirs;\n"
            "- for a layout outside what the published runs cover (for example CP above 1, PP 16 or more, EP "
            "overlap across nodes), the widest error the model made on any of them.\n"
            "The Estimate dock says which of the three applies, the basis and the number of runs.\n\n"
            "Figures are rounded to the digits the band supports (a table of plans uses the narrowest band's "
            "digits for every row, so its figures stay in order), two plans whose difference is inside the band "
            "are called a tie in Search, and a lever's gain is claimed only when it is larger than the model's "
            "error on lever steps."),
     ""},
    {"extrapolated", MOE_TR("glossary_terms", "Extrapolated estimate"),
     MOE_TR("glossary",
            "A band marked “extrapolated” (for example “±19 % (extrapolated)”) belongs to a layout "
            "outside what the published runs cover: for example CP above 1, PP 16 or more, EP overlap or the NCCL "
            "all-to-all across nodes. No comparable run measures the model's error there, so the band is the widest "
            "error it made on any published run, and the Estimate dock names each reason after “outside the "
            "calibration”.\n\nTreat such a figure as a direction, and measure one step on the cluster before "
            "relying on it: Runs ▸ Add Run… compares a measured run with the estimate."),
     ""},
    {"stale_notes", MOE_TR("glossary_terms", "Stale notes"),
     MOE_TR("glossary",
            "A recipe's notes are your own words. When the model, the GPU, the layout or the batch changes after "
            "they were written, the studio marks them stale: a banner above the editor says so, and the saved "
            "file's notes start with a line “[stale] These notes were written for … Check them, then "
            "delete this line.” that names the layout they described. Read them against the recipe as it is "
            "now, correct them, then delete that line: the studio never rewrites your words."),
     ""},
    {"wall", MOE_TR("glossary_terms", "Wall to attack first"),
     MOE_TR("glossary",
            "The part of the step the estimate says to work on next: compute (GPU kernels), exposed communication "
            "and the pipeline bubble, host overhead, or memory. A part other than compute is named when it takes "
            "at least a fifth of the step; below that, compute is the wall and lower precision or larger GEMMs are "
            "the levers. The line names the largest piece (for example the expert all-to-all) and the next lever "
            "for it, with the gain the model estimates when it is one concrete change."),
     "", MOE_TR("glossary_keywords", "bottleneck")},
    {"exposed_communication", MOE_TR("glossary_terms", "Exposed and hidden communication"),
     MOE_TR("glossary",
            "Communication that runs while the GPU has other work (the next GEMM, another microbatch's attention) "
            "is hidden and costs no time; what the GPU waits for is exposed and adds to the step. The Estimate dock's "
            "breakdown shows, for TP, CP, EP, PP and DP, the total communication time and the exposed part, with "
            "what hides the rest (for example EP overlap hiding the all-to-all behind the other microbatch). Trace "
            "metrics measure the same split on a profiler trace: communication ∪, compute ∪ and their overlap."),
     ""},
    {"host_overhead", MOE_TR("glossary_terms", "Host overhead (launch-bound time)"),
     MOE_TR("glossary",
            "Time the GPU sits idle because the CPU has not launched the next kernel yet: Python, PyTorch and "
            "Transformer Engine work per operation, tens of microseconds each. It shows when kernels are short "
            "(small microbatches, many local experts, low precision with its quantisation kernels). CUDA graphs "
            "replay a captured part without that work, which is why capturing attention, router and preprocessing "
            "(or the whole iteration) is the usual lever against it."),
     ""},
    {"pareto", MOE_TR("glossary_terms", "Pareto front (Search)"),
     MOE_TR("glossary",
            "Search plots every kept plan by tokens/s per GPU against the memory headroom it leaves. A plan is on "
            "the Pareto front when no other plan is both faster and leaves more headroom; the front is the set of "
            "sensible trade-offs, and plans below it are beaten on both. The top plans are marked, the selected "
            "one circled."),
     ""},
    {"clock_alignment", MOE_TR("glossary_terms", "Clock alignment of traces"),
     MOE_TR("glossary",
            "Ranks traced on different hosts each start their own clock, so their timelines do not line up as "
            "recorded. Shared clock places ranks whose files record absolute (Unix-epoch) times on that clock. "
            "Align on matched collectives matches the same NCCL collectives across ranks: a collective ends on "
            "every member at about the same moment, so the median difference of their end times is each rank's "
            "clock offset (at least three matched collectives are required). The Clock alignment table lists "
            "each rank's offset, matches and spread."),
     ""},
    {"steady_window", MOE_TR("glossary_terms", "Steady window"),
     MOE_TR("glossary",
            "The iterations of a training log that the Runs dock measures: by default 41 to 50, after warm-up, "
            "compilation and the first checkpoint, where step times have settled. Step time, TFLOP/s and memory are "
            "averaged over the logged lines that cover the window, weighted by the iterations each line averages. "
            "When a log does not cover enough of it (fewer than 8 of its 10 iterations), Add Run proposes a window "
            "the log does cover, and the window is named wherever the figures appear."),
     "runs.window"},
    {"run_label", MOE_TR("glossary_terms", "Training-equivalent and benchmark-only runs"),
     MOE_TR("glossary",
            "Every run gets a label from what its files record. A run is benchmark-only when it measured something "
            "a real training job does not do: forced load balancing of the router, synthetic or mock data, the "
            "optimizer step or checkpoint saving switched off, or a declaration that it is a benchmark. Any one of "
            "these makes step times look better than training would, so the label and its reasons (with the file "
            "and line that said so) travel with every figure of the run.\n\nA training-equivalent run recorded none "
            "of them. Two runs with different labels can still be compared, but the comparison says so."),
     "runs.label"},
    {"not_recipes_run", MOE_TR("glossary_terms", "Not this recipe's run"),
     MOE_TR("glossary",
            "A log or trace attached to a recipe is checked against it before anything is compared: the global "
            "batch size printed on its iteration lines, its world size, sequence length, model dimensions and "
            "parallel layout (TP, PP, CP, EP, ETP, micro batch) from its arguments, and the model FLOPs per token "
            "implied by "
            "its own TFLOP/s and step time (within a "
            "factor of 1.5). When any of these conflicts, the run is another job's: the studio lists each conflict "
            "as recipe value versus run value with the file and line, shows no predicted error for it, and takes "
            "its label and its A/B variables from its own files rather than from the recipe."),
     "runs.notRecipesRun"},
    {"two_jobs", MOE_TR("glossary_terms", "Files of two jobs"),
     MOE_TR("glossary",
            "A run's files (its training log and its traces) must come from one job. When they disagree among "
            "themselves (another model's FLOPs per token, another GPU count or sequence length, traces of another "
            "GPU kind), the run is reported as files of two jobs: the Runs table shows what its log measured (step "
            "time, throughput) but no prediction error, it is not compared with the recipe, an A/B with it is marked "
            "not attributable, and the evidence report says why. Add the files of one job as one run."),
     "", MOE_TR("glossary_keywords", "files two jobs one job mixed log trace")},
    {"router", MOE_TR("glossary_terms", "MoE router and load balancing"),
     MOE_TR("glossary",
            "The router picks the top-k experts of each token (--moe-router-topk) from its scores: softmax or "
            "sigmoid (--moe-router-score-function), optionally first choosing a few expert groups "
            "(--moe-router-num-groups, --moe-router-group-topk: DeepSeek's group-limited routing). An auxiliary "
            "loss keeps the experts evenly used: --moe-router-load-balancing-type aux_loss (over the micro batch), "
            "seq_aux_loss (per sequence, DeepSeek) or global_aux_loss, weighted by --moe-aux-loss-coeff; or an "
            "expert bias updated without a loss (--moe-router-enable-expert-bias, DeepSeek-V3). These are model "
            "fields: every export carries them.\n\n"
            "Forced load balancing (--moe-router-force-load-balancing) ignores the scores and spreads tokens "
            "evenly: it is for benchmarks only, and the studio marks such recipes benchmark-only."),
     "model.moe.router.score_function model.moe.router.num_groups model.moe.router.group_topk "
     "model.moe.router.expert_bias model.moe.router.load_balancing_type model.moe.router.aux_loss_coeff "
     "options.routing.force_load_balancing",
     MOE_TR("glossary_keywords", "aux loss seq_aux_loss load balancing router top-k expert bias gating")},
    {"predicted_error", MOE_TR("glossary_terms", "Predicted error"),
     MOE_TR("glossary",
            "How far the studio's step-time estimate for the recipe is from the run's measured step time over its "
            "steady window: (predicted - measured) / measured. A positive error means the estimate is slower than "
            "the run. It is shown only for a run of the recipe it is scored against, and it names the calibration "
            "used.\n\nA run added without a recipe file is scored against the studio's recipe as it is at that "
            "moment, and keeps that recipe: a log records little of its job (no precision, recompute or "
            "dispatcher, often no layout), so later edits are not facts about the run. The Scored against column "
            "says when the loaded recipe differs; if the run ran the loaded recipe, select it and press Re-score "
            "Against Loaded. A change of calibration scores every run again."),
     "runs.predicted runs.retarget"},
    {"calibration", MOE_TR("glossary_terms", "Calibration and cluster profiles"),
     MOE_TR("glossary",
            "The step-time model turns FLOPs and bytes into seconds with a few efficiency constants (how close "
            "GEMMs, attention, collectives and the host come to the hardware's peaks). The built-in constants are "
            "fitted to published training runs, and the uncertainty band beside every estimate is how far that "
            "model was from runs it was not fitted to.\n\nCalibrate from Runs (Runs dock) fits some of these "
            "constants to your own attached runs, starting from the calibration in use. Leave every constant "
            "unticked to let the runs decide which they can determine, or tick the ones to fit. The dialog shows "
            "each run's error before and after. A fit with as many constants as runs reproduces them by "
            "construction and proves nothing: attach runs of other layouts or batch sizes, and check the profile "
            "on a run it was not fitted to.\n\nSave Profile keeps the fit as a named cluster profile for later "
            "sessions and for the command line (--calibration cluster:NAME). Use for Estimates makes the studio's "
            "Estimate, Search, Compare and Runs use it at once, and each names the profile beside its figures. The "
            "band stays the built-in model's: it is not re-measured for a profile."),
     "runs.calibrate calibrateDialog calibrate.summary"},
    {"mtp", MOE_TR("glossary_terms", "MTP — multi-token prediction"),
     MOE_TR("glossary",
            "Extra layers after the decoder that predict the tokens beyond the next one (--mtp-num-layers), as "
            "DeepSeek-V3 trains with one. Each MTP layer is a full transformer layer with its own projection and "
            "output head, so it costs FLOPs, memory and a place in the pipeline (Megatron puts it on the last "
            "stage); its loss is added with the weight --mtp-loss-scaling-factor (0.1 by default).\n\nThe studio "
            "counts MTP layers apart from the decoder layers: in the model's shape, in the pipeline split (\"decoder "
            "+ MTP layers\") and in the model FLOPs. An export carries both fields; a checkpoint trained with MTP "
            "needs them to load."),
     "model.mtp_layers model.mtp_loss_scaling_factor",
     MOE_TR("glossary_keywords", "multi-token prediction mtp_num_layers")},
    {"predicted_timeline", MOE_TR("glossary_terms", "Predicted timeline"),
     MOE_TR("glossary",
            "One training step of the recipe as the step-time model plays it out: every pipeline rank's forward and "
            "backward passes in the order Megatron's schedule runs them, with the communication each pass waits on "
            "and what overlaps it. It is a simulation, not a measurement: its lanes are named for the kernel roles "
            "they stand for (GEMM, attention, EP dispatch, ...), and the whole step is labelled \"predicted "
            "step\".\n\nShow predicted timeline (Estimate dock) opens it in the Trace dock; with a measured "
            "trace open, the two are drawn one above the other on the same time scale, so a gap in one and not "
            "the other points at what the model misses or what the run wasted. The command-line planner's simulate "
            "command gives the same step, and with --chrome-trace writes it for Perfetto."),
     "estimate.predictedTimeline",
     MOE_TR("glossary_keywords", "simulation simulated schedule predicted step trace timeline")},
    {"evidence_report", MOE_TR("glossary_terms", "Evidence report"),
     MOE_TR("glossary",
            "What a measured run shows, in one file for a design review (Open Report in the Runs dock, as HTML "
            "with charts or as Markdown). It holds the run's label and the reasons for it, the measurement "
            "contract (software versions, hardware, topology, what was measured and how, each value with the "
            "file it came from, and what is unknown), proof from the trace that the requested dispatcher, "
            "precision kernels, overlap and graph replay actually ran, the steady window (step time, TFLOP/s per "
            "GPU, loss health, skipped steps, peak memory), the predicted step time against the measured one, "
            "and with two runs picked the A/B comparison with the exact differences and the attribution "
            "verdict.\n\nA figure the files do not contain is written as not measured, never as zero."),
     "runs.report", MOE_TR("glossary_keywords", "evidence pack report review")},
    {"ab_attribution", MOE_TR("glossary_terms", "A/B comparison and attribution"),
     MOE_TR("glossary",
            "Pick a baseline A and a candidate B among the attached runs. The comparison lists every recorded "
            "variable that differs (with where each side's value came from), the variables that follow from them "
            "(DP, EDP), and those known for one run only, then the deltas B - A of step time, TFLOP/s, memory and, "
            "with traces on both sides, overlap.\n\nA gain is attributed to a variable only when it is the single "
            "independent difference between the runs. With two or more differences the attribution is refused: a "
            "gain measured with several changes at once cannot be credited to any one of them. With none, the "
            "delta is run-to-run variation or something the files did not record."),
     "runs.baseline runs.candidate runs.verdict runs.abTree",
     MOE_TR("glossary_keywords", "not attributable attribution refused baseline candidate")},
};

bool listsField(std::string_view fields, std::string_view field) {
    size_t pos = 0;
    while (pos < fields.size()) {
        size_t end = fields.find(' ', pos);
        if (end == std::string_view::npos) end = fields.size();
        if (fields.substr(pos, end - pos) == field) return true;
        pos = end + 1;
    }
    return false;
}

}  // namespace

std::span<const GlossaryEntry> glossary() {
    return kGlossary;
}

const GlossaryEntry* findGlossaryEntry(std::string_view id) {
    for (const GlossaryEntry& e : kGlossary)
        if (e.id == id) return &e;
    return nullptr;
}

const GlossaryEntry* glossaryEntryForField(std::string_view field) {
    if (field.empty()) return nullptr;
    for (const GlossaryEntry& e : kGlossary)
        if (listsField(e.fields, field)) return &e;
    return nullptr;
}

}  // namespace moe
