#include "CWebP.h"

#include <dlfcn.h>
#include <pthread.h>

// libwebp's and libwebpdemux's functions, resolved by rr_webp_load() and rr_webp_demux_load().
static struct {
    VP8StatusCode (*get_features)(const uint8_t *, size_t, WebPBitstreamFeatures *, int);
    int (*init_decoder_config)(WebPDecoderConfig *, int);
    VP8StatusCode (*decode)(const uint8_t *, size_t, WebPDecoderConfig *);
    void (*free_dec_buffer)(WebPDecBuffer *);
    void (*free)(void *);
    size_t (*encode_rgb)(const uint8_t *, int, int, int, float, uint8_t **);
    size_t (*encode_rgba)(const uint8_t *, int, int, int, float, uint8_t **);
    int (*anim_options_init)(WebPAnimDecoderOptions *, int);
    WebPAnimDecoder *(*anim_new)(const WebPData *, const WebPAnimDecoderOptions *, int);
    int (*anim_get_info)(const WebPAnimDecoder *, WebPAnimInfo *);
    int (*anim_get_next)(WebPAnimDecoder *, uint8_t **, int *);
    void (*anim_delete)(WebPAnimDecoder *);
} webp;

static pthread_once_t once = PTHREAD_ONCE_INIT, demux_once = PTHREAD_ONCE_INIT;
static bool loaded = false, demux_loaded = false;

static void load(void) {
    // Never unloaded: decoders may be in use on other threads.
    void *library = dlopen("libwebp.so.7", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&webp.get_features = dlsym(library, "WebPGetFeaturesInternal");
    *(void **)&webp.init_decoder_config = dlsym(library, "WebPInitDecoderConfigInternal");
    *(void **)&webp.decode = dlsym(library, "WebPDecode");
    *(void **)&webp.free_dec_buffer = dlsym(library, "WebPFreeDecBuffer");
    *(void **)&webp.free = dlsym(library, "WebPFree");
    *(void **)&webp.encode_rgb = dlsym(library, "WebPEncodeRGB");
    *(void **)&webp.encode_rgba = dlsym(library, "WebPEncodeRGBA");
    loaded = webp.get_features && webp.init_decoder_config && webp.decode && webp.free_dec_buffer && webp.free
        && webp.encode_rgb && webp.encode_rgba;
}

static void load_demux(void) {
    if (!rr_webp_load()) return;
    void *library = dlopen("libwebpdemux.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&webp.anim_options_init = dlsym(library, "WebPAnimDecoderOptionsInitInternal");
    *(void **)&webp.anim_new = dlsym(library, "WebPAnimDecoderNewInternal");
    *(void **)&webp.anim_get_info = dlsym(library, "WebPAnimDecoderGetInfo");
    *(void **)&webp.anim_get_next = dlsym(library, "WebPAnimDecoderGetNext");
    *(void **)&webp.anim_delete = dlsym(library, "WebPAnimDecoderDelete");
    demux_loaded = webp.anim_options_init && webp.anim_new && webp.anim_get_info && webp.anim_get_next && webp.anim_delete;
}

bool rr_webp_load(void) {
    pthread_once(&once, load);
    return loaded;
}

bool rr_webp_demux_load(void) {
    pthread_once(&demux_once, load_demux);
    return demux_loaded;
}

VP8StatusCode rr_WebPGetFeatures(const uint8_t *data, size_t size, WebPBitstreamFeatures *features) {
    return webp.get_features(data, size, features, WEBP_DECODER_ABI_VERSION);
}

int rr_WebPInitDecoderConfig(WebPDecoderConfig *config) { return webp.init_decoder_config(config, WEBP_DECODER_ABI_VERSION); }

VP8StatusCode rr_WebPDecode(const uint8_t *data, size_t size, WebPDecoderConfig *config) { return webp.decode(data, size, config); }

void rr_WebPFreeDecBuffer(WebPDecBuffer *buffer) { webp.free_dec_buffer(buffer); }

void rr_WebPFree(void *pointer) { webp.free(pointer); }

size_t rr_WebPEncodeRGB(const uint8_t *rgb, int width, int height, int stride, float quality, uint8_t **output) {
    return webp.encode_rgb(rgb, width, height, stride, quality, output);
}

size_t rr_WebPEncodeRGBA(const uint8_t *rgba, int width, int height, int stride, float quality, uint8_t **output) {
    return webp.encode_rgba(rgba, width, height, stride, quality, output);
}

int rr_WebPAnimDecoderOptionsInit(WebPAnimDecoderOptions *options) { return webp.anim_options_init(options, WEBP_DEMUX_ABI_VERSION); }

WebPAnimDecoder *rr_WebPAnimDecoderNew(const WebPData *data, const WebPAnimDecoderOptions *options) {
    return webp.anim_new(data, options, WEBP_DEMUX_ABI_VERSION);
}

int rr_WebPAnimDecoderGetInfo(const WebPAnimDecoder *decoder, WebPAnimInfo *info) { return webp.anim_get_info(decoder, info); }

int rr_WebPAnimDecoderGetNext(WebPAnimDecoder *decoder, uint8_t **buffer, int *timestamp) {
    return webp.anim_get_next(decoder, buffer, timestamp);
}

void rr_WebPAnimDecoderDelete(WebPAnimDecoder *decoder) { webp.anim_delete(decoder); }
