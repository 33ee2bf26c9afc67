// Intel's ISA-L deflate (igzip): the PNG encoder's compressor at the default levels (see
// Sources/RRenderCairo/PNG/IsalDeflate.swift for why, and for what it measured).
#include <isa-l/igzip_lib.h>

/// The level buffer ISA-L suggests for level 1 (a macro Swift cannot import).
static const unsigned rrender_isal_level1_buffer_size = ISAL_DEF_LVL1_DEFAULT;

#include <isa-l.h>
/// The ISA-L version this build was compiled against ("2.30.0"): the library has no call that
/// tells its own, and Debian's libisal-dev is the headers of the libisal2 beside it.
static inline const char *rrender_isal_version(void) {
#define RRENDER_STR2(x) #x
#define RRENDER_STR(x) RRENDER_STR2(x)
    return RRENDER_STR(ISAL_MAJOR_VERSION) "." RRENDER_STR(ISAL_MINOR_VERSION) "." RRENDER_STR(ISAL_PATCH_VERSION);
}
