#include "engine/rules/jackson/troops.hpp"

#include <algorithm>
#include <array>

#include "engine/play/battle.hpp"
#include "engine/rules/share_lost.hpp"

namespace caisson::jackson {

namespace {

int stands_a_base(const JacksonParameters& p, const Unit& u) {
  return u.arm == Arm::artillery ? 1 : std::max(1, p.whole(Param::stands_a_base));
}

int casualties_a_stand(const JacksonParameters& p, const Unit& u) {
  return u.arm == Arm::artillery ? 1 : std::max(1, p.whole(Param::casualties_a_stand_holds));
}

}  // namespace

int text_stands(const JacksonParameters& p, const Unit& u) {
  return std::max(0, u.stands * stands_a_base(p, u) - u.hits / casualties_a_stand(p, u));
}

int text_stands_at_start(const JacksonParameters& p, const Unit& u) { return u.stands_at_start * stands_a_base(p, u); }

int text_stands_lost(const JacksonParameters& p, const Unit& u) { return text_stands_at_start(p, u) - text_stands(p, u); }

int casualty_stands(const JacksonParameters& p, const Unit& u) { return casualties_on_a_stand(p, u) > 0 ? 1 : 0; }

int casualty_free_stands(const JacksonParameters& p, const Unit& u) {
  return std::max(0, text_stands(p, u) - casualty_stands(p, u));
}

int casualties_on_a_stand(const JacksonParameters& p, const Unit& u) { return u.hits % casualties_a_stand(p, u); }

double share_of_casualties(const JacksonParameters& p, const Unit& u) {
  const int base = stands_a_base(p, u) * casualties_a_stand(p, u);
  return share_of((u.stands_at_start - u.stands) * base + u.hits, u.stands_at_start * base);
}

void take_casualties(Battle& b, const JacksonParameters& p, Unit& u, int n, std::string_view cause) {
  if (n <= 0 || !u.present()) return;
  const int base = stands_a_base(p, u) * casualties_a_stand(p, u);
  u.hits += n;
  const int lost = std::min(u.stands, u.hits / base);
  u.hits -= lost * base;
  u.stands -= lost;
  b.emit(HitsTaken{u.id, n, u.hits, cause});
  if (lost > 0) b.emit(HitsTaken{u.id, lost, u.stands, "casualties", true});
  if (u.stands <= 0) {
    u.hits = 0;
    b.remove_from_field(u, UnitStatus::destroyed, u.arm == Arm::artillery ? "its guns all silenced" : "shot to pieces");
    return;
  }
  if (lost > 0) b.place(u, u.position, u.facing);  // a line is narrower by the stands lost
}

int fire_dice(const JacksonParameters& p, const Unit& u) {
  if (u.arm != Arm::artillery && u.weapon == Weapon::breechloader) return 2 * casualty_free_stands(p, u) + casualty_stands(p, u);
  return casualty_free_stands(p, u);
}

Footprint footprint_in(const JacksonParameters& p, const Unit& u, Formation f) {
  const int stands = std::max(1, u.stands);
  if (u.arm == Arm::artillery) {
    if (f == Formation::limbered || f == Formation::column) return {p[Param::gun_width], stands * p[Param::gun_depth]};
    return {stands * p[Param::gun_width], p[Param::gun_depth]};
  }
  switch (f) {
    case Formation::column:
    case Formation::limbered: return {p[Param::stand_width], stands * p[Param::stand_depth]};
    case Formation::square: {
      const double side = std::max(1, (stands + 1) / 2) * p[Param::stand_width] / 2;
      return {side, side};
    }
    case Formation::skirmish: return {2 * stands * p[Param::stand_width], p[Param::stand_depth]};
    case Formation::line:
    case Formation::unlimbered: break;
  }
  return {stands * p[Param::stand_width], p[Param::stand_depth]};
}

OrientedRect footprint_at(const JacksonParameters& p, const Unit& u, Vec2 centre, double facing, Formation f) {
  const Footprint fp = footprint_in(p, u, f);
  return OrientedRect{centre, fp.width, fp.depth, normalize_facing(facing)};
}

int initial_morale(Quality q, int die) {
  static constexpr std::array<std::array<int, 6>, 3> chart{{
      {1, 2, 2, 2, 3, 3},  // green units (raw)
      {2, 2, 2, 3, 3, 4},  // veterans (seasoned)
      {2, 3, 3, 3, 3, 4},  // elite veterans (veteran)
  }};
  return chart[static_cast<std::size_t>(q)][static_cast<std::size_t>(std::clamp(die, 1, 6) - 1)];
}

int move_dice(const JacksonParameters& p, const Unit& u, Formation f, bool on_road) {
  if (u.arm == Arm::artillery)
    return p.whole(f == Formation::unlimbered ? Param::artillery_dice_unlimbered : Param::artillery_dice_limbered);
  const bool column = f == Formation::column || f == Formation::limbered;
  if (u.mounted())
    return p.whole(on_road ? Param::cavalry_dice_road : column ? Param::cavalry_dice_column : Param::cavalry_dice_line);
  return p.whole(on_road ? Param::infantry_dice_road : column ? Param::infantry_dice_column : Param::infantry_dice_line);
}

}  // namespace caisson::jackson
