// libwebp and libwebpdemux, loaded with dlopen on the first WebP image or WebP thumbnail: most
// books have none, and linking them cost every process three more libraries to map and
// relocate at start-up (with turbojpeg and gdk-pixbuf, about 0.5 ms of a 30 ms warm page).
// The types and constants come from <webp/decode.h>, <webp/demux.h> and <webp/encode.h>
// (libwebp 1.2); each `rr_` function calls libwebp's function of the same name (the header's
// inline ones through their `Internal` function, with the header's ABI version) once
// `rr_webp_load()` (or, for the animation decoder, `rr_webp_demux_load()`) has returned true.
#ifndef RRENDER_CWEBP_H
#define RRENDER_CWEBP_H

#include <stdbool.h>
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>

/// Loads libwebp.so.7 and its functions, once per process; false when it cannot be loaded.
bool rr_webp_load(void);
/// Loads libwebpdemux.so.2 (the animation decoder) too; false when either cannot be loaded.
bool rr_webp_demux_load(void);

VP8StatusCode rr_WebPGetFeatures(const uint8_t *data, size_t size, WebPBitstreamFeatures *features);
int rr_WebPInitDecoderConfig(WebPDecoderConfig *config);
VP8StatusCode rr_WebPDecode(const uint8_t *data, size_t size, WebPDecoderConfig *config);
void rr_WebPFreeDecBuffer(WebPDecBuffer *buffer);
void rr_WebPFree(void *pointer);
size_t rr_WebPEncodeRGB(const uint8_t *rgb, int width, int height, int stride, float quality, uint8_t **output);
size_t rr_WebPEncodeRGBA(const uint8_t *rgba, int width, int height, int stride, float quality, uint8_t **output);

int rr_WebPAnimDecoderOptionsInit(WebPAnimDecoderOptions *options);
WebPAnimDecoder *rr_WebPAnimDecoderNew(const WebPData *data, const WebPAnimDecoderOptions *options);
int rr_WebPAnimDecoderGetInfo(const WebPAnimDecoder *decoder, WebPAnimInfo *info);
int rr_WebPAnimDecoderGetNext(WebPAnimDecoder *decoder, uint8_t **buffer, int *timestamp);
void rr_WebPAnimDecoderDelete(WebPAnimDecoder *decoder);

#endif
