#pragma once
// The event log: records go to every observer as they happen. With no observer, emitting is a
// single branch — the sweep's hot path pays nothing for logging.
#include <vector>

#include "engine/play/record.hpp"

namespace caisson {

struct Battle;

class LogObserver {
 public:
  virtual ~LogObserver() = default;
  virtual void record(const Battle& battle, const Record& r) = 0;
};

class EventLog {
 public:
  void attach(LogObserver* o) { observers_.push_back(o); }
  void detach(LogObserver* o) { std::erase(observers_, o); }
  bool observed() const { return !observers_.empty(); }
  void emit(const Battle& b, const Record& r) const {
    for (auto* o : observers_) o->record(b, r);
  }

 private:
  std::vector<LogObserver*> observers_;
};

}  // namespace caisson
