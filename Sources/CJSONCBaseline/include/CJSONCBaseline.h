#ifndef SCROLLSIM_CJSONC_BASELINE_H
#define SCROLLSIM_CJSONC_BASELINE_H

// The baseline `scrollsim bench` measures log writing against: events in
// plain C structs, turned into a log with plain json-c calls, the way a C
// programmer would write it. Used only by the ScrollSimBench target.

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/// What a `scrollsim_baseline_value` holds.
typedef enum {
    SCROLLSIM_BASELINE_NULL = 0,
    SCROLLSIM_BASELINE_BOOL = 1,
    SCROLLSIM_BASELINE_INT = 2,
    SCROLLSIM_BASELINE_DOUBLE = 3,
    SCROLLSIM_BASELINE_STRING = 4,
    SCROLLSIM_BASELINE_ARRAY = 5,
    SCROLLSIM_BASELINE_OBJECT = 6,
} scrollsim_baseline_kind;

/// One value of an event's payload: a scalar, or an array or object whose
/// elements are `children[0 ..< child_count]` (an object's members carry
/// their names in `key`).
typedef struct scrollsim_baseline_value {
    scrollsim_baseline_kind kind;
    /// The member's name when this value is a member of an object; NULL otherwise.
    const char *key;
    /// BOOL (0 or 1) and INT.
    int64_t integer;
    /// DOUBLE.
    double number;
    /// STRING, NUL-terminated UTF-8.
    const char *string;
    const struct scrollsim_baseline_value *children;
    size_t child_count;
} scrollsim_baseline_value;

/// One event of the log: the four fields every event has, then its
/// type's fields in log order.
typedef struct {
    int64_t seq;
    int64_t tick;
    double time;
    const char *type;
    const scrollsim_baseline_value *fields;
    size_t field_count;
} scrollsim_baseline_event;

/// How `scrollsim_baseline_write_events` prints numbers that are not integers.
typedef enum {
    /// json-c's own `json_object_new_double` (`%.17g`): what the obvious C
    /// program writes, and the least work; `0.1` prints `0.10000000000000001`
    /// and `300.0` prints `300.0`, so the bytes differ from the log's.
    SCROLLSIM_BASELINE_JSONC_NUMBERS = 0,
    /// The log's text: integral values without a fraction, others in the
    /// first of `%.15g`, `%.16g`, `%.17g` that reads back to the same double
    /// (the usual C idiom), through `json_object_new_double_s`. The bytes are
    /// the log's for every normal double (subnormals, which no log holds,
    /// may get more digits).
    SCROLLSIM_BASELINE_LOG_NUMBERS = 1,
} scrollsim_baseline_numbers;

/// Writes one JSON line per event to `out`: for each event a json-c object
/// built with `json_object_new_object` and `json_object_object_add`, printed
/// with `json_object_to_json_string_ext` (plain, no escaped slashes),
/// written with `fwrite`, and released with `json_object_put`. Returns the
/// number of bytes written.
size_t scrollsim_baseline_write_events(const scrollsim_baseline_event *events, size_t count,
                                       scrollsim_baseline_numbers numbers, FILE *out);

#endif
