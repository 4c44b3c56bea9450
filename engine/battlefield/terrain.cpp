#include "engine/battlefield/terrain.hpp"

namespace caisson {

std::string_view name_of(Cover c) {
  switch (c) {
    case Cover::none: return "none";
    case Cover::light: return "light";
    case Cover::heavy: return "heavy";
  }
  return "?";
}

std::string_view name_of(AreaKind k) {
  switch (k) {
    case AreaKind::woods: return "woods";
    case AreaKind::town: return "town";
    case AreaKind::hill: return "hill";
    case AreaKind::rough: return "rough";
    case AreaKind::crops: return "crops";
    case AreaKind::impassable: return "impassable";
  }
  return "?";
}

std::string_view name_of(LineKind k) {
  switch (k) {
    case LineKind::road: return "road";
    case LineKind::stream: return "stream";
    case LineKind::ford: return "ford";
    case LineKind::fence: return "fence";
    case LineKind::wall: return "wall";
    case LineKind::entrenchment: return "entrenchment";
  }
  return "?";
}

}  // namespace caisson
