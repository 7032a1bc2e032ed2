#ifndef SCROLLSIM_CJSONC_SHIM_H
#define SCROLLSIM_CJSONC_SHIM_H

#include <json-c/json.h>

#endif
