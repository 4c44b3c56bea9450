#pragma once
// A request's body read into a person's choice. Bodies are untrusted: anything but the fields
// documented in docs/play.md, of their types, is refused with a message naming the field.
#include <cstdint>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "engine/play/choice.hpp"

namespace caisson::server {

struct BadRequest : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ChoiceRequest {
  Choice choice;
  std::uint64_t version = 0;  // the state version the request was made at
};

// Each throws BadRequest.
nlohmann::json parse_body(const std::string& body);
ChoiceRequest act_request(const nlohmann::json& body);
ChoiceRequest order_request(const nlohmann::json& body);
ChoiceRequest delegate_request(const nlohmann::json& body, bool to_commander);
ChoiceRequest end_phase_request(const nlohmann::json& body, bool leave_rest_to_commander);

}  // namespace caisson::server
