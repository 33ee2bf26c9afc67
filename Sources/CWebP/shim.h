#include <webp/decode.h>
/* The first frame of an animated WebP (WebPAnimDecoder, libwebpdemux). */
#include <webp/demux.h>
/* The encoder is only used by tests, to make WebP files without fixtures on disk. */
#include <webp/encode.h>
