/* libavif: AVIF decoding (first image of a sequence). Errors are return codes, never longjmp. */
#include <avif/avif.h>
