#pragma once
// The program's promise to scripts and shells: 0 success, 2 bad input (a user's file or
// arguments), 1 a failure inside the engine.
namespace caisson::cli {

constexpr int kSuccess = 0;
constexpr int kEngineFailure = 1;
constexpr int kBadInput = 2;

}  // namespace caisson::cli
