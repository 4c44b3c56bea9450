#include "cli/starter_battle.hpp"

#include <fmt/format.h>

namespace caisson::cli {
namespace {

// {0} is the battle's name, {1} the file as the user named its folder. Braces that belong to Lua
// are doubled for fmt.
constexpr const char* kStarter = R"LUA(-- {0}.lua: a starter battle written by `caisson new`.
-- Check it with `caisson check {1}`, play it with `caisson run {1}`.
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

  weather = "hot",

  -- Rolled at the start of every turn. Every result the dice can give needs exactly one entry;
  -- an effect is a Lua function or a table (docs/scripting.md lists them all).
  events = event_table "The afternoon" {{
    dice = "2d6",
    [2]     = {{ "Jackson rides up", text = "Old Jack himself urges the column on.", once = true,
                 effect = {{ hasten = "Taliaferro's" }} }},
    ["3-5"] = "All quiet",
    ["6-8"] = {{ "Skirmishing", text = "Pickets trade shots along the front.",
                 effect = function(b) b.vars.skirmishes = (b.vars.skirmishes or 0) + 1 end }},
    ["9-11"] = {{ "The sky darkens", roll = "Weather" }},
    [12]    = {{ "Heat stroke", side = "USA", effect = {{ hits = 1, unit = "24th New York" }} }},
  }},
  tables = {{
    event_table "Weather" {{ dice = "d6", ["1-4"] = "Still hot",
                            ["5-6"] = {{ "Thunderstorm", effect = {{ weather = "rain" }} }} }},
  }},

  -- Victory: building blocks, asked at the end of every turn, plus your own `decide`.
  victory = {{
    casualties = 60,             -- an army that has lost 60% of its stands gives up
    degree_of_defeat = true,     -- the level of victory from the difference in losses
    decide = function(b)         -- return nil to play on, or the winner
      if b.turn == b.turns then
        return b:holds("USA", "knob") and "USA" or "CSA"
      end
    end,
  }},

  -- Hooks: called when things happen. `b:say` writes to the battle's narrative.
  on = {{
    turn_start = function(b)
      if b.turn == 1 then b:say("Dawn: the knob must be taken.") end
    end,
    area_entered = function(b, unit, area)
      if area == "knob" then b:say("%s reaches the knob", unit.name) end
    end,
  }},
}}
)LUA";

}  // namespace

std::string starter_battle(const std::string& name, const std::string& file) { return fmt::format(kStarter, name, file); }

}  // namespace caisson::cli
