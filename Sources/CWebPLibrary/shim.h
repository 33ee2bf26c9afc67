#include <webp/decode.h>
/* The first frame of an animated WebP (WebPAnimDecoder, libwebpdemux). */
#include <webp/demux.h>
/* The encoder: thumbnails (rrender thumbnails --format webp) and test fixtures. */
#include <webp/encode.h>
