/* libjxl: JPEG XL decoding (first frame). Errors are status codes, never longjmp. */
#include <jxl/decode.h>
