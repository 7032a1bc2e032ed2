#include "CJSONCBaseline.h"

#include <json-c/json.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

// A double as the log prints it. The usual C idiom for the shortest text
// that reads back to the same value: try 15, 16 and 17 significant digits.
static struct json_object *new_log_number(double value) {
    char text[32];
    if (value == 0) {
        return json_object_new_double_s(value, "0");
    }
    if (value == floor(value) && fabs(value) <= 9007199254740992.0) {
        snprintf(text, sizeof text, "%lld", (long long)value);
        return json_object_new_double_s(value, text);
    }
    for (int digits = 15; digits <= 17; digits++) {
        snprintf(text, sizeof text, "%.*g", digits, value);
        if (strtod(text, NULL) == value) {
            break;
        }
    }
    return json_object_new_double_s(value, text);
}

static struct json_object *new_number(double value, scrollsim_baseline_numbers numbers) {
    return numbers == SCROLLSIM_BASELINE_LOG_NUMBERS ? new_log_number(value) : json_object_new_double(value);
}

static struct json_object *new_value(const scrollsim_baseline_value *value, scrollsim_baseline_numbers numbers) {
    switch (value->kind) {
    case SCROLLSIM_BASELINE_BOOL:
        return json_object_new_boolean((json_bool)value->integer);
    case SCROLLSIM_BASELINE_INT:
        return json_object_new_int64(value->integer);
    case SCROLLSIM_BASELINE_DOUBLE:
        return new_number(value->number, numbers);
    case SCROLLSIM_BASELINE_STRING:
        return json_object_new_string(value->string);
    case SCROLLSIM_BASELINE_ARRAY: {
        struct json_object *array = json_object_new_array();
        for (size_t i = 0; i < value->child_count; i++) {
            json_object_array_add(array, new_value(&value->children[i], numbers));
        }
        return array;
    }
    case SCROLLSIM_BASELINE_OBJECT: {
        struct json_object *object = json_object_new_object();
        for (size_t i = 0; i < value->child_count; i++) {
            json_object_object_add(object, value->children[i].key, new_value(&value->children[i], numbers));
        }
        return object;
    }
    case SCROLLSIM_BASELINE_NULL:
    default:
        return NULL;
    }
}

size_t scrollsim_baseline_write_events(const scrollsim_baseline_event *events, size_t count,
                                       scrollsim_baseline_numbers numbers, FILE *out) {
    size_t written = 0;
    for (size_t e = 0; e < count; e++) {
        const scrollsim_baseline_event *event = &events[e];
        struct json_object *object = json_object_new_object();
        json_object_object_add(object, "seq", json_object_new_int64(event->seq));
        json_object_object_add(object, "tick", json_object_new_int64(event->tick));
        json_object_object_add(object, "time", new_number(event->time, numbers));
        json_object_object_add(object, "type", json_object_new_string(event->type));
        for (size_t i = 0; i < event->field_count; i++) {
            json_object_object_add(object, event->fields[i].key, new_value(&event->fields[i], numbers));
        }
        const char *text = json_object_to_json_string_ext(object, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
        size_t length = strlen(text);
        written += fwrite(text, 1, length, out);
        if (fputc('\n', out) != EOF) {
            written += 1;
        }
        json_object_put(object);
    }
    return written;
}
