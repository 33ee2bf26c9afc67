#include "CJXL.h"

#include <dlfcn.h>
#include <pthread.h>

// libjxl's functions, resolved by rr_jxl_load().
static struct {
    JxlDecoder *(*create)(const JxlMemoryManager *);
    void (*destroy)(JxlDecoder *);
    JxlDecoderStatus (*subscribe)(JxlDecoder *, int);
    JxlDecoderStatus (*set_input)(JxlDecoder *, const uint8_t *, size_t);
    void (*close_input)(JxlDecoder *);
    JxlDecoderStatus (*process)(JxlDecoder *);
    JxlDecoderStatus (*basic_info)(const JxlDecoder *, JxlBasicInfo *);
    JxlDecoderStatus (*out_size)(const JxlDecoder *, const JxlPixelFormat *, size_t *);
    JxlDecoderStatus (*set_out)(JxlDecoder *, const JxlPixelFormat *, void *, size_t);
} jxl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded = false;

static void load(void) {
    // Never unloaded: decoders may be in use on other threads.
    void *library = dlopen("libjxl.so.0.7", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&jxl.create = dlsym(library, "JxlDecoderCreate");
    *(void **)&jxl.destroy = dlsym(library, "JxlDecoderDestroy");
    *(void **)&jxl.subscribe = dlsym(library, "JxlDecoderSubscribeEvents");
    *(void **)&jxl.set_input = dlsym(library, "JxlDecoderSetInput");
    *(void **)&jxl.close_input = dlsym(library, "JxlDecoderCloseInput");
    *(void **)&jxl.process = dlsym(library, "JxlDecoderProcessInput");
    *(void **)&jxl.basic_info = dlsym(library, "JxlDecoderGetBasicInfo");
    *(void **)&jxl.out_size = dlsym(library, "JxlDecoderImageOutBufferSize");
    *(void **)&jxl.set_out = dlsym(library, "JxlDecoderSetImageOutBuffer");
    loaded = jxl.create && jxl.destroy && jxl.subscribe && jxl.set_input && jxl.close_input && jxl.process
        && jxl.basic_info && jxl.out_size && jxl.set_out;
}

bool rr_jxl_load(void) {
    pthread_once(&once, load);
    return loaded;
}

JxlDecoder *rr_JxlDecoderCreate(void) { return jxl.create(NULL); }

void rr_JxlDecoderDestroy(JxlDecoder *decoder) { jxl.destroy(decoder); }

JxlDecoderStatus rr_JxlDecoderSubscribeEvents(JxlDecoder *decoder, int events) { return jxl.subscribe(decoder, events); }

JxlDecoderStatus rr_JxlDecoderSetInput(JxlDecoder *decoder, const uint8_t *data, size_t size) {
    return jxl.set_input(decoder, data, size);
}

void rr_JxlDecoderCloseInput(JxlDecoder *decoder) { jxl.close_input(decoder); }

JxlDecoderStatus rr_JxlDecoderProcessInput(JxlDecoder *decoder) { return jxl.process(decoder); }

JxlDecoderStatus rr_JxlDecoderGetBasicInfo(const JxlDecoder *decoder, JxlBasicInfo *info) {
    return jxl.basic_info(decoder, info);
}

JxlDecoderStatus rr_JxlDecoderImageOutBufferSize(const JxlDecoder *decoder, const JxlPixelFormat *format, size_t *size) {
    return jxl.out_size(decoder, format, size);
}

JxlDecoderStatus rr_JxlDecoderSetImageOutBuffer(JxlDecoder *decoder, const JxlPixelFormat *format, void *buffer, size_t size) {
    return jxl.set_out(decoder, format, buffer, size);
}
