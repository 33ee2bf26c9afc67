// libjxl, loaded with dlopen on the first JPEG XL image: few books have one, and libjxl with
// what it links (highway, brotli, lcms2) costs every process that links it about 1 MB of
// resident memory at start-up. The types and constants come from <jxl/decode.h> (0.7); each
// `rr_` function calls libjxl's function of the same name once `rr_jxl_load()` has returned
// true. libjxl reports errors as status codes: it never jumps.
#ifndef RRENDER_CJXL_H
#define RRENDER_CJXL_H

#include <stdbool.h>
#include <jxl/decode.h>

/// Loads libjxl.so.0.7 and its functions, once per process; false when it cannot be loaded.
bool rr_jxl_load(void);

JxlDecoder *rr_JxlDecoderCreate(void);
void rr_JxlDecoderDestroy(JxlDecoder *decoder);
JxlDecoderStatus rr_JxlDecoderSubscribeEvents(JxlDecoder *decoder, int events);
JxlDecoderStatus rr_JxlDecoderSetInput(JxlDecoder *decoder, const uint8_t *data, size_t size);
void rr_JxlDecoderCloseInput(JxlDecoder *decoder);
JxlDecoderStatus rr_JxlDecoderProcessInput(JxlDecoder *decoder);
JxlDecoderStatus rr_JxlDecoderGetBasicInfo(const JxlDecoder *decoder, JxlBasicInfo *info);
JxlDecoderStatus rr_JxlDecoderImageOutBufferSize(const JxlDecoder *decoder, const JxlPixelFormat *format, size_t *size);
JxlDecoderStatus rr_JxlDecoderSetImageOutBuffer(JxlDecoder *decoder, const JxlPixelFormat *format, void *buffer, size_t size);

#endif
