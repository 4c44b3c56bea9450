#include "cli/starter_battle.hpp"

#include <fmt/format.h>

namespace caisson::cli {
namespace {

// {0} is the battle's name. Braces that belong to Lua are doubled for fmt.
constexpr const char* kStarter = R"LUA(-- {0}.lua: a starter battle written by `caisson new`.
-- Check it with `caisson check scripts/{0}.lua`, play it with `caisson run scripts/{0}.lua`.
-- docs/scripting.md lists every field and function used here.

return battle "{0}" {{
  date  = "1862-08-29",        -- the date picks weapons and qualities when they are rolled
  rules = "igor",              -- the rule system: `caisson rules` lists them
  turns = 8,                   -- each igor turn is about 15 minutes
  first = "USA",               -- who moves first each turn
  table = {{ width = 72, depth = 48 }},   -- inches; USA's edge is y = 0, CSA's is y = 48

  terrain = {{
    hill  "Round Knob"  {{ {{30,26}}, {{44,26}}, {{44,36}}, {{30,36}}, height = 1 }},
    woods "Miller's woods" {{ cover = "light", {{4,22}}, {{16,22}}, {{16,34}}, {{4,34}} }},
    road  "Valley Pike" {{ {{60,0}}, {{58,24}}, {{60,48}} }},
    fence "Rail fence" {{ {{20,20}}, {{40,20}} }},
  }},

  -- Named places worth points; `b:holds(side, name)` asks who holds one.
  objectives = {{ knob = {{ at = {{37,31}}, radius = 5, points = 2 }} }},

  forces = {{
    USA = army "Union detachment" {{ commander = general "Pope" {{ quality = "raw", at = {{36,3}} }},
      brigade "Hatch's" {{ commander = general "Hatch" {{}}, order = "attack", objective = "knob",
                          at = {{30,8}}, facing = 0, formation = "line",
        infantry "22nd New York" {{ quality = "seasoned", weapon = "rifled" }},
        infantry "24th New York" {{ quality = "raw" }},
        infantry "30th New York" {{ quality = "seasoned" }},
      }},
      battery "Reynolds' Battery" {{ guns = "rifled", at = {{48,8}}, facing = 0 }},
    }},
    CSA = army "Confederate detachment" {{ commander = general "Jackson" {{ quality = "veteran", at = {{36,45}} }},
      brigade "Starke's" {{ commander = general "Starke" {{}}, order = "hold", objective = "knob",
                           at = {{36,33}}, facing = 180, formation = "line",
        infantry "1st Louisiana"  {{ quality = "veteran", weapon = "rifled" }},
        infantry "2nd Louisiana"  {{ quality = "seasoned", weapon = "smoothbore" }},
      }},
      -- A brigade listed without `at` is a reinforcement: it must be named below.
      brigade "Taliaferro's" {{ commander = general "Taliaferro" {{}}, order = "attack", objective = "knob",
        infantry "47th Alabama" {{ quality = "raw" }},
        infantry "48th Alabama" {{ quality = "raw" }},
      }},
    }},
  }},

  -- Arrivals: on a road or at a point, on a fixed turn or when a roll succeeds.
  reinforcements = {{
    {{ side = "CSA", brigade = "Taliaferro's", turn = 3, enter = "Valley Pike", roll = "2d6 >= 8" }},
  }},

  -- Asked at the end of every turn: return nil to play on, or the winner.
  victory = function(b)
    if b.turn == b.turns then
      return b:holds("USA", "knob") and "USA" or "CSA"
    end
  end,

  -- Hooks: called when things happen. `b:say` writes to the battle's narrative.
  on = {{
    turn_start = function(b)
      if b.turn == 1 then b:say("Dawn: the knob must be taken.") end
    end,
  }},
}}
)LUA";

}  // namespace

std::string starter_battle(const std::string& name) { return fmt::format(kStarter, name); }

}  // namespace caisson::cli
