// glibc's allocator controls (mallopt), which the Glibc module does not
// export; only the benchmark harness uses them, to measure memory honestly.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
