-- scripts/lib/units.lua: what event tables and battles ask about a unit that may be gone
-- (`local steady = require("lib.units").steady`).
local units = {}

-- The unit's handle while it is on the table and not running; nil before it arrives, once it has
-- left the field, while it routs, and for a regiment the rule system merged into its brigade
-- (b:find_unit, less the routers).
function units.steady(b, name)
  local u = b:find_unit(name)
  if u and not u.routing then return u end
  return nil
end

return units
