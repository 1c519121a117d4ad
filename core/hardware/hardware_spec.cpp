#include "core/hardware/hardware_spec.h"

namespace moe {

bool HardwareSpec::isHopper() const { return arch.rfind("Hopper", 0) == 0; }
bool HardwareSpec::isBlackwell() const { return arch.rfind("Blackwell", 0) == 0; }

}  // namespace moe
