#include "core/schedule/sim_event.h"

namespace moe::schedule {

const char* opRoleName(OpRole role) {
    switch (role) {
        case OpRole::Gemm: return "gemm";
        case OpRole::GroupedGemm: return "grouped_gemm";
        case OpRole::Attention: return "attention";
        case OpRole::Elementwise: return "elementwise";
        case OpRole::Recompute: return "recompute";
        case OpRole::TpComm: return "tp_comm";
        case OpRole::CpComm: return "cp_comm";
        case OpRole::EpDispatch: return "ep_dispatch";
        case OpRole::EpCombine: return "ep_combine";
        case OpRole::PpSend: return "pp_send";
        case OpRole::DpReduceScatter: return "dp_reduce_scatter";
        case OpRole::DpAllGather: return "dp_all_gather";
        case OpRole::Optimizer: return "optimizer";
        case OpRole::Offload: return "offload";
        case OpRole::ActivationOffload: return "activation_offload";
    }
    return "?";
}

bool isCommunication(OpRole role) {
    switch (role) {
        case OpRole::TpComm:
        case OpRole::CpComm:
        case OpRole::EpDispatch:
        case OpRole::EpCombine:
        case OpRole::PpSend:
        case OpRole::DpReduceScatter:
        case OpRole::DpAllGather:
        case OpRole::Offload:
        case OpRole::ActivationOffload: return true;
        default: return false;
    }
}

const char* simStreamName(SimStream s) {
    switch (s) {
        case SimStream::Compute: return "compute";
        case SimStream::Tp: return "tp";
        case SimStream::Cp: return "cp";
        case SimStream::Ep: return "ep";
        case SimStream::Pp: return "pp";
        case SimStream::Dp: return "dp";
    }
    return "?";
}

SimStream streamOf(OpRole role) {
    switch (role) {
        case OpRole::TpComm: return SimStream::Tp;
        case OpRole::CpComm: return SimStream::Cp;
        case OpRole::EpDispatch:
        case OpRole::EpCombine: return SimStream::Ep;
        case OpRole::PpSend: return SimStream::Pp;
        case OpRole::DpReduceScatter:
        case OpRole::DpAllGather:
        case OpRole::Offload:
        case OpRole::ActivationOffload: return SimStream::Dp;
        default: return SimStream::Compute;
    }
}

}  // namespace moe::schedule
