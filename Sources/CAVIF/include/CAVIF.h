// libavif, loaded with dlopen on the first AVIF image: few books have one, and libavif with the
// AV1 codecs it links (dav1d, aom, rav1e, SVT-AV1, gav1) costs every process that links it about
// 1.5 MB of resident memory at start-up. The types and constants come from <avif/avif.h>
// (0.11); each `rr_` function calls libavif's function of the same name once `rr_avif_load()`
// has returned true. libavif reports errors as result codes: it never jumps.
#ifndef RRENDER_CAVIF_H
#define RRENDER_CAVIF_H

#include <stdbool.h>
#include <avif/avif.h>

/// Loads libavif.so.15 and its functions, once per process; false when it cannot be loaded.
bool rr_avif_load(void);

avifDecoder *rr_avifDecoderCreate(void);
void rr_avifDecoderDestroy(avifDecoder *decoder);
avifResult rr_avifDecoderSetIOMemory(avifDecoder *decoder, const uint8_t *data, size_t size);
avifResult rr_avifDecoderParse(avifDecoder *decoder);
avifResult rr_avifDecoderNextImage(avifDecoder *decoder);
void rr_avifRGBImageSetDefaults(avifRGBImage *rgb, const avifImage *image);
avifResult rr_avifImageYUVToRGB(const avifImage *image, avifRGBImage *rgb);
const char *rr_avifResultToString(avifResult result);

#endif
