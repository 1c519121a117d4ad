#include "core/perf/communication.h"

#include <algorithm>
#include <cmath>

namespace moe {

double ringSendBytes(int64_t n, double fullBytes) {
    return n <= 1 ? 0.0 : static_cast<double>(n - 1) / static_cast<double>(n) * fullBytes;
}

double allToAllSendBytes(int64_t n, double localBytes) { return ringSendBytes(n, localBytes); }

double tpBytesPerBlock(int tp, double tokens, int64_t hidden) {
    // AG + RS forward and AG + RS backward: 4 collectives of M = tokens·h·2 B.
    return 4.0 * ringSendBytes(tp, tokens * static_cast<double>(hidden) * 2.0);
}

double cpP2pBytesPerLayer(int cp, int tp, double tokens, double kv) {
    if (cp <= 1) return 0;
    const double perStep = tokens * kv * 2.0 / std::max(1, tp);
    return (cp - 1) * perStep * 3.0;  // forward ring + backward ring that also returns dK/dV (≈2×)
}

double cpA2aBytesPerLayer(int cp, int tp, double tokens, double qkv, double out) {
    if (cp <= 1) return 0;
    const double local = tokens * (qkv + out) * 2.0 / std::max(1, tp);
    return 2.0 * allToAllSendBytes(cp, local);  // forward, then the mirrored backward
}

double cpAllGatherBytesPerLayer(int cp, int tp, double tokens, double kv) {
    if (cp <= 1) return 0;
    // Each rank receives the other CP−1 shards of K/V; ring AG sends the same per rank: (CP−1)·shard.
    const double shard = tokens * kv * 2.0 / std::max(1, tp);
    return 2.0 * (cp - 1) * shard;  // AG forward + RS of dK/dV backward
}

double epAllToAllBytesPerLayer(int ep, double tokensPerGpu, int topK, int64_t hidden, double dispatchBytes, double combineBytes) {
    const double local = tokensPerGpu * topK * static_cast<double>(hidden) * (dispatchBytes + combineBytes);
    return 2.0 * allToAllSendBytes(ep, local);
}

double epOutsideDomainShare(int ep, int etp, int domain) {
    if (ep <= 1) return 0;
    const double inside = std::min<double>(ep, static_cast<double>(domain) / std::max(1, etp));
    return std::max(0.0, 1.0 - std::max(1.0, inside) / ep);
}

namespace {
// Probability that none of k uniform draws without replacement from `pool` experts falls among
// `held` of them.
double missProbability(double pool, double held, int k) {
    double p = 1.0;
    for (int i = 0; i < k; ++i) {
        if (pool - i <= 0) return 0.0;
        p *= std::max(0.0, pool - held - i) / (pool - i);
    }
    return p;
}
double choose(double n, double r) {
    if (r < 0 || r > n) return 0.0;
    double c = 1.0;
    for (int i = 0; i < static_cast<int>(r); ++i) c = c * (n - i) / (i + 1);
    return c;
}
}  // namespace

double expectedDestinationRanks(int ep, int64_t experts, int topK, int groups, int groupTopK) {
    if (ep <= 1 || experts <= 0 || topK <= 0) return 1.0;
    const double e = static_cast<double>(experts), perRank = e / ep;
    const int k = std::min<int64_t>(topK, experts);
    if (groups <= 1 || groupTopK <= 0 || groupTopK >= groups || experts % groups != 0)
        return ep * (1.0 - missProbability(e, perRank, k));
    const double perGroup = e / groups, candidates = groupTopK * perGroup;
    if (ep >= groups) {
        // A rank's experts lie in one group: it is reached when its group is chosen and a draw
        // among the chosen groups' experts falls on it.
        return ep * (static_cast<double>(groupTopK) / groups) * (1.0 - missProbability(candidates, perRank, k));
    }
    // Several groups per rank: sum over how many of its groups are chosen (hypergeometric).
    const int q = groups / ep;
    double hit = 0;
    for (int j = 1; j <= std::min(q, groupTopK); ++j) {
        const double pj = choose(q, j) * choose(groups - q, groupTopK - j) / choose(groups, groupTopK);
        hit += pj * (1.0 - missProbability(candidates, j * perGroup, k));
    }
    return ep * hit;
}

double dpReduceScatterBytes(int64_t n, double localParams, double gradBytes) { return ringSendBytes(n, localParams * gradBytes); }

double dpAllGatherBytes(int64_t n, double localParams, double paramBytes) { return ringSendBytes(n, localParams * paramBytes); }

double ppBytesPerMicrobatch(double tokens, int64_t hidden, int tp, int vpp) {
    return tokens * static_cast<double>(hidden) * 2.0 / std::max(1, tp) * 2.0 * std::max(1, vpp);
}

double ppPassSyncSeconds(int vpp, const Calibration& cal) {
    // Without virtual stages Megatron batches each pass's send and receive and then synchronises
    // the device (p2p_communication.py: batch_p2p_comm with batch_p2p_sync, Megatron-LM's default
    // when the p2p is not overlapped, which needs virtual stages): the GPU drains and waits for the
    // host to issue the next pass's first operation (launch_cost_us), twice per microbatch (the
    // forward and the backward pass). With virtual stages the sends are overlapped
    // (overlap_p2p_comm) and the passes wait on their own handles only.
    return vpp > 1 ? 0.0 : 2.0 * cal.launch_cost_us * 1e-6;
}

double offloadBytesPerStep(double offloadedParams, double gradBytes, double paramBytes) {
    return offloadedParams * (gradBytes + paramBytes);
}

int effectiveDomain(int d) {
    int p = 1;
    while (p * 2 <= d) p *= 2;
    return std::max(1, p);
}

bool groupInsideDomain(int64_t stride, int64_t size, int domain) {
    if (size <= 1) return true;
    const int64_t span = stride * size;
    return span <= domain && domain % span == 0;
}

double transferSeconds(double bytes, double gbps, double efficiency, double steps, double latencyUs) {
    if (bytes <= 0) return 0;
    const double bw = std::max(1e-9, gbps * 1e9 * efficiency);
    return bytes / bw + steps * latencyUs * 1e-6;
}

double collectiveSeconds(double bytes, double steps, double gbps, double eta, const Calibration& cal) {
    if (bytes <= 0) return 0;
    const double n = std::max(1.0, steps);
    const double perStep = bytes / n;
    const double half = cal.collective_half_mb * 1e6;
    const double bw = std::max(1e-9, gbps * 1e9 * eta * (perStep / (perStep + half)));
    return bytes / bw + n * cal.collective_latency_us * 1e-6;
}

double allToAllSeconds(double bytes, double transfers, int peers, bool overNic, double gbps, double eta,
                       const Calibration& cal) {
    if (bytes <= 0) return 0;
    const double n = std::max(1.0, transfers);
    // Inside an NVLink domain NCCL serves each peer on channels of its own, so the message-size law
    // (as for a ring collective's step) applies to each peer's message: a transfer's bytes split
    // over the other peers. Over the NIC a rank's remote sends share one NIC, which NCCL's proxy
    // keeps busy across peers: the law applies to the whole transfer. (Per peer over the NIC it
    // priced a 64-rank all-to-all across H100 nodes 1.7x slower than the paper's Table 7.) The
    // sends of one transfer run together: one latency per transfer.
    const double message = overNic ? bytes / n : bytes / n / std::max(1, peers - 1);
    const double half = cal.collective_half_mb * 1e6;
    const double bw = std::max(1e-9, gbps * 1e9 * eta * (message / (message + half)));
    return bytes / bw + n * cal.collective_latency_us * 1e-6;
}

double ncclAllToAllNvlinkCapGbps(int peers, const Calibration& cal) {
    // nccl-tests' per-GPU all-to-all rate on NVLink 5 falls with the peers as a + c/n (629 / 446 /
    // 383 GB/s on 2 / 4 / 8 GPUs fit a = 301, c = 656 within 5 %): the cap is stated at 8 GPUs and
    // scaled by (1 + k/n) / (1 + k/8), k = c/a.
    const double n = std::max(2, peers), k = cal.a2a_nccl_nvlink_peer_k;
    return cal.a2a_nccl_nvlink_cap_gbps * (1.0 + k / n) / (1.0 + k / 8.0);
}

double ddpBucketParams(int64_t dp) { return std::max(40e6, 1e6 * static_cast<double>(std::max<int64_t>(1, dp))); }

CommTimes communicationTimes(const Recipe& r, const Calibration& cal, double localDenseParams, double localExpertParams,
                             double offloadedParams) {
    CommTimes c;
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    const HardwareSpec& hw = r.hardware;
    const int D = effectiveDomain(hw.nvlink_domain_size);
    const int tp = std::max(1, l.tp), cp = std::max(1, l.cp), pp = std::max(1, l.pp), ep = std::max(1, l.ep);
    const int etp = std::max(1, l.etpOrTp());
    const int64_t dp = std::max<int64_t>(1, l.dp()), edp = std::max<int64_t>(1, l.edp());
    const bool ppLast = l.rank_order == RankOrder::TpCpEpDpPp;
    auto gbps = [&](bool inside) { return inside ? hw.nvlink_gbps_per_dir : hw.nic_gbps_per_dir; };
    auto eta = [&](bool inside) { return inside ? cal.eta_nvlink : cal.eta_nic; };
    // A ring collective of `bytes` per rank over `steps` steps on the link the group crosses.
    auto ring = [&](double bytes, double steps, bool inside) { return collectiveSeconds(bytes, steps, gbps(inside), eta(inside), cal); };
    // NCCL's all-to-all: a share of the ring rate, and inside the NVLink domain no more than its
    // per-GPU ceiling (its per-peer channels, not the link, bind on NVLink 5).
    auto allToAllEta = [&](bool inside, int peers) {
        const double share = eta(inside) * cal.eta_a2a_nccl;
        if (!inside || cal.a2a_nccl_nvlink_cap_gbps <= 0 || hw.nvlink_gbps_per_dir <= 0) return share;
        return std::min(share, ncclAllToAllNvlinkCapGbps(peers, cal) / hw.nvlink_gbps_per_dir);
    };
    auto allToAll = [&](double bytes, double transfers, bool inside, int peers) {
        return allToAllSeconds(bytes, transfers, peers, !inside, gbps(inside), allToAllEta(inside, peers), cal);
    };

    const double tokensCp = static_cast<double>(l.micro_batch_size) * static_cast<double>(l.seq_length) / cp;  // s_r·b
    const int64_t h = m.hidden_size;

    // TP (+SP): attention block always; the MLP block when TP-sharded (dense MLP, or experts with ETP > 1).
    c.tp_inside = groupInsideDomain(1, tp, D);
    const double tpBlock = ring(tpBytesPerBlock(tp, tokensCp, h), 4.0 * (tp - 1), c.tp_inside);
    c.tp_per_dense_layer_s = tp > 1 ? 2.0 * tpBlock : 0.0;
    c.tp_per_moe_layer_s = tp > 1 ? (etp > 1 ? 2.0 : 1.0) * tpBlock : 0.0;

    // CP by cp_comm_type.
    const double n = m.num_attention_heads, g = m.num_query_groups;
    double kv = 2.0 * g * static_cast<double>(m.kv_channels), qkv = (n + 2.0 * g) * static_cast<double>(m.kv_channels),
           out = n * static_cast<double>(m.kv_channels);
    if (m.attention == AttentionKind::MLA) {
        const double dqk = static_cast<double>(m.mla.qk_head_dim + m.mla.qk_pos_emb_head_dim), dv = static_cast<double>(m.mla.v_head_dim);
        kv = n * dqk + n * dv;
        qkv = 2.0 * n * dqk + n * dv;
        out = n * dv;
    }
    c.cp_inside = groupInsideDomain(tp, cp, D);
    if (cp > 1) {
        switch (l.cp_comm_type) {
            case CpCommType::P2P: {
                // One ring step moves a K/V shard; backward moves K/V and returns dK/dV (2×).
                const double shard = tokensCp * kv * 2.0 / tp;
                c.cp_ring_steps = cp - 1;
                c.cp_ring_step_fwd_s = ring(shard, 1.0, c.cp_inside);
                c.cp_ring_step_bwd_s = ring(2.0 * shard, 1.0, c.cp_inside);
                c.cp_per_layer_s = c.cp_ring_steps * (c.cp_ring_step_fwd_s + c.cp_ring_step_bwd_s);
                break;
            }
            case CpCommType::A2A:
                c.cp_per_layer_s = allToAll(cpA2aBytesPerLayer(cp, tp, tokensCp, qkv, out), 4.0, c.cp_inside, cp);
                break;
            case CpCommType::AllGather:
                c.cp_per_layer_s = ring(cpAllGatherBytesPerLayer(cp, tp, tokensCp, kv), 2.0 * (cp - 1), c.cp_inside);
                break;
            case CpCommType::A2AP2P: {
                int inner = l.hierarchical_cp_sizes.size() == 2 ? std::max(1, l.hierarchical_cp_sizes[0]) : std::min(cp, D / tp);
                inner = std::max(1, std::min(inner, cp));
                const int outer = std::max(1, cp / inner);
                const bool innerInside = groupInsideDomain(tp, inner, D);
                const bool outerInside = groupInsideDomain(int64_t{tp} * inner, outer, D);
                const double shard = tokensCp * kv * 2.0 / tp;
                c.cp_ring_steps = outer - 1;
                c.cp_ring_step_fwd_s = ring(shard * inner, 1.0, outerInside);
                c.cp_ring_step_bwd_s = ring(2.0 * shard * inner, 1.0, outerInside);
                // The inner a2a is on the critical path; the outer ring overlaps like p2p.
                c.cp_per_layer_s = allToAll(cpA2aBytesPerLayer(inner, tp, tokensCp, qkv, out), 4.0, innerInside, inner) +
                                   c.cp_ring_steps * (c.cp_ring_step_fwd_s + c.cp_ring_step_bwd_s);
                break;
            }
        }
    }

    // EP dispatch/combine by dispatcher.
    if (m.isMoe() && ep > 1) {
        const double tokensGpu = tokensCp / tp;
        const bool flex = r.options.dispatcher == Dispatcher::FlexDeepEP || r.options.dispatcher == Dispatcher::FlexHybridEP ||
                          r.options.dispatcher == Dispatcher::FlexNcclEP;
        const double dispatchBytes = (flex && r.options.isFp8()) || (flex && r.options.isFp4()) ? 1.0 : 2.0;
        const double total = epAllToAllBytesPerLayer(ep, tokensGpu, m.moe.top_k, h, dispatchBytes, 2.0);
        c.ep_outside_share = epOutsideDomainShare(ep, etp, D);
        c.ep_inside = c.ep_outside_share <= 0;
        if (r.options.dispatcher == Dispatcher::AllGather) {
            // Every rank gathers all tokens of the EP group and reduce-scatters the outputs back.
            const double full = tokensGpu * ep * static_cast<double>(h) * 2.0;
            const double bytes = 4.0 * ringSendBytes(ep, full);
            c.ep_per_moe_layer_s = collectiveSeconds(bytes, 4.0 * (ep - 1), gbps(c.ep_inside), eta(c.ep_inside) * cal.eta_a2a_nccl, cal);
        } else if (!flex) {
            const double inside = total * (1.0 - c.ep_outside_share), outside = total * c.ep_outside_share;
            // The NVLink part runs among the EP ranks of one domain, the NIC part to the others.
            const int nvlinkPeers = static_cast<int>(std::min<int64_t>(ep, std::max(1, D / etp)));
            c.ep_per_moe_layer_s = std::max(allToAll(inside, 4.0, true, nvlinkPeers), allToAll(outside, 4.0, false, ep - nvlinkPeers + 1));
        } else {
            // One copy per remote domain over the NIC, fan-out over NVLink (§6.1).
            const int domains = static_cast<int>(std::max<int64_t>(1, (int64_t{ep} * etp + D - 1) / D));
            const int cap = m.moe.router.num_groups > 0 ? m.moe.router.group_topk : 0;
            // Remote domains as destination ranks of a coarser grid: each domain holds 1/domains
            // of the experts.
            c.ep_remote_domains = domains <= 1 ? 0.0
                                               : expectedDestinationRanks(domains, m.moe.num_experts, m.moe.top_k,
                                                                          m.moe.router.num_groups, cap) *
                                                     static_cast<double>(domains - 1) / domains;
            const double remote = 2.0 * tokensGpu * static_cast<double>(h) * (dispatchBytes + 2.0) * c.ep_remote_domains;
            // Flex kernels are measured against the raw link: DeepEP at its README's shares on each
            // link; HybridEP and NCCL-EP at a fitted NVLink share and, over the NIC, at their own
            // constant (no published rows put their RDMA part on the critical path).
            const bool deepep = r.options.dispatcher == Dispatcher::FlexDeepEP;
            // In an NVL72 rack DeepEP's normal kernels run far below their 8-GPU-node shares (a
            // GB200 benchmark measured about 150 of 900 GB/s): HybridEP was made for the rack.
            const double etaNvlink = deepep ? (hw.isNvl72() ? cal.eta_a2a_deepep_nvl72 : cal.eta_a2a_deepep_nvlink) : cal.eta_a2a_flex;
            const double etaNic = deepep ? cal.eta_a2a_deepep_nic : cal.eta_a2a_flex_nic;
            c.ep_per_moe_layer_s = std::max(collectiveSeconds(total, 4.0, hw.nvlink_gbps_per_dir, etaNvlink, cal),
                                            collectiveSeconds(remote, 4.0, hw.nic_gbps_per_dir, etaNic, cal));
        }
        // Split by bytes: forward dispatch carries dispatchBytes per element, the other three BF16.
        const double parts = dispatchBytes + 2.0 + 2.0 + 2.0;
        c.ep_dispatch_fwd_s = c.ep_per_moe_layer_s * dispatchBytes / parts;
        c.ep_combine_fwd_s = c.ep_per_moe_layer_s * 2.0 / parts;
        c.ep_dispatch_bwd_s = c.ep_per_moe_layer_s * 2.0 / parts;
        c.ep_combine_bwd_s = c.ep_per_moe_layer_s * 2.0 / parts;
    }

    // PP point-to-point.
    c.pp_inside = ppLast ? groupInsideDomain(l.world_size / pp, pp, D) : groupInsideDomain(int64_t{tp} * cp, pp, D);
    if (pp > 1) {
        c.pp_per_microbatch_s = ring(ppBytesPerMicrobatch(tokensCp, h, tp, l.vpp), 2.0 * l.vpp, c.pp_inside);
        c.pp_sync_per_microbatch_s = ppPassSyncSeconds(l.vpp, cal);
        c.pp_per_microbatch_s += c.pp_sync_per_microbatch_s;
    }

    // DP: dense gradients over DP·CP, expert gradients over EDP; RS + AG with the distributed
    // optimizer, an all-reduce (2× RS) without it.
    const double gradBytes = r.options.optimizer.main_grads_dtype == OptimizerDtype::BF16 ? 2.0 : 4.0;
    const double paramBytes = r.options.fp8_param_gather ? 1.0 : 2.0;
    const int64_t denseGroup = dp * cp;
    c.dp_inside = ppLast ? groupInsideDomain(tp, denseGroup, D) : groupInsideDomain(int64_t{tp} * cp * pp, dp, D) && c.cp_inside;
    const bool edpInside = ppLast ? groupInsideDomain(int64_t{etp} * ep, edp, D) : groupInsideDomain(int64_t{etp} * ep * pp, edp, D);
    const bool distributed = r.options.optimizer.distributed;
    auto rsTime = [&](int64_t group, double params, bool inside) {
        if (group <= 1 || params <= 0) return 0.0;
        const double bytes = (distributed ? 1.0 : 2.0) * dpReduceScatterBytes(group, params, gradBytes);
        return ring(bytes, static_cast<double>(group - 1), inside);
    };
    auto agTime = [&](int64_t group, double params, bool inside) {
        if (!distributed || group <= 1 || params <= 0) return 0.0;
        return ring(dpAllGatherBytes(group, params, paramBytes), static_cast<double>(group - 1), inside);
    };
    c.dp_reduce_scatter_s = rsTime(denseGroup, localDenseParams, c.dp_inside) + rsTime(edp, localExpertParams, edpInside);
    c.dp_all_gather_s = agTime(denseGroup, localDenseParams, c.dp_inside) + agTime(edp, localExpertParams, edpInside);
    c.dp_buckets = std::max(1.0, std::ceil(localDenseParams / ddpBucketParams(denseGroup)) + std::ceil(localExpertParams / ddpBucketParams(edp)));

    // Optimizer offload: grads down and params up over the host link, plus the CPU Adam step.
    if (offloadedParams > 0) {
        const double hostLink = hw.isNvl72() ? cal.host_link_gbps_c2c : cal.host_link_gbps_pcie;
        c.offload_per_step_s = transferSeconds(offloadBytesPerStep(offloadedParams, gradBytes, 2.0), hostLink, 1.0, 0, 0) +
                               offloadedParams / (cal.host_optimizer_gparams_per_s * 1e9);
    }
    return c;
}

}  // namespace moe
