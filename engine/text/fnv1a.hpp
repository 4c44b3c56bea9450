#pragma once
// 64-bit FNV-1a over bytes, fed in pieces: a cheap, stable fingerprint of a text (a save's
// payload, a battle file, a battle's log). It guards against accidents, not forgery.
#include <cstdint>
#include <string_view>

namespace caisson {

class Fnv1a64 {
 public:
  void add(std::string_view bytes) {
    for (unsigned char c : bytes) hash_ = (hash_ ^ c) * 0x100000001b3ULL;
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace caisson
