#pragma once
// The program's version: the project's, and the commit it was built from when the build had one
// ("0.1.0+g1a2b3c4d5e"). `--version` prints it and sweep shards record it.
#include <string>

namespace caisson::cli {

std::string caisson_version();

}  // namespace caisson::cli
