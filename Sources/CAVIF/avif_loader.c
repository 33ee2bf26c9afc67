#include "CAVIF.h"

#include <dlfcn.h>
#include <pthread.h>

// libavif's functions, resolved by rr_avif_load().
static struct {
    avifDecoder *(*decoder_create)(void);
    void (*decoder_destroy)(avifDecoder *);
    avifResult (*set_io_memory)(avifDecoder *, const uint8_t *, size_t);
    avifResult (*parse)(avifDecoder *);
    avifResult (*next_image)(avifDecoder *);
    void (*rgb_set_defaults)(avifRGBImage *, const avifImage *);
    avifResult (*yuv_to_rgb)(const avifImage *, avifRGBImage *);
    const char *(*result_to_string)(avifResult);
} avif;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded = false;

static void load(void) {
    // Never unloaded: decoders may be in use on other threads.
    void *library = dlopen("libavif.so.15", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&avif.decoder_create = dlsym(library, "avifDecoderCreate");
    *(void **)&avif.decoder_destroy = dlsym(library, "avifDecoderDestroy");
    *(void **)&avif.set_io_memory = dlsym(library, "avifDecoderSetIOMemory");
    *(void **)&avif.parse = dlsym(library, "avifDecoderParse");
    *(void **)&avif.next_image = dlsym(library, "avifDecoderNextImage");
    *(void **)&avif.rgb_set_defaults = dlsym(library, "avifRGBImageSetDefaults");
    *(void **)&avif.yuv_to_rgb = dlsym(library, "avifImageYUVToRGB");
    *(void **)&avif.result_to_string = dlsym(library, "avifResultToString");
    loaded = avif.decoder_create && avif.decoder_destroy && avif.set_io_memory && avif.parse && avif.next_image
        && avif.rgb_set_defaults && avif.yuv_to_rgb && avif.result_to_string;
}

bool rr_avif_load(void) {
    pthread_once(&once, load);
    return loaded;
}

avifDecoder *rr_avifDecoderCreate(void) { return avif.decoder_create(); }

void rr_avifDecoderDestroy(avifDecoder *decoder) { avif.decoder_destroy(decoder); }

avifResult rr_avifDecoderSetIOMemory(avifDecoder *decoder, const uint8_t *data, size_t size) {
    return avif.set_io_memory(decoder, data, size);
}

avifResult rr_avifDecoderParse(avifDecoder *decoder) { return avif.parse(decoder); }

avifResult rr_avifDecoderNextImage(avifDecoder *decoder) { return avif.next_image(decoder); }

void rr_avifRGBImageSetDefaults(avifRGBImage *rgb, const avifImage *image) { avif.rgb_set_defaults(rgb, image); }

avifResult rr_avifImageYUVToRGB(const avifImage *image, avifRGBImage *rgb) { return avif.yuv_to_rgb(image, rgb); }

const char *rr_avifResultToString(avifResult result) { return avif.result_to_string(result); }
