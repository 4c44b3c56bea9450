#include "cli/version.hpp"

// Generated at build time (cmake/version.cmake); only this file reads it, so a new commit
// recompiles one file.
#include "caisson_version.hpp"

namespace caisson::cli {

std::string caisson_version() { return CAISSON_VERSION; }

}  // namespace caisson::cli
