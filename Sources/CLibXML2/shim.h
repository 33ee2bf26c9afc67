// Debian's libxml2 is built with ICU; its encoding.h then pulls in <unicode/ucnv.h>, whose
// UErrorCode clashes with Foundation's own ICU module. We never allocate the two ICU members
// of xmlCharEncodingHandler, so hiding them is safe (platform-notes Q1).
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/HTMLparser.h>
#include <libxml/xmlerror.h>

// xmlFree is a global function-pointer variable, which Swift 6 rejects as shared mutable state.
static inline void rr_xml_free(void *p) { xmlFree(p); }
