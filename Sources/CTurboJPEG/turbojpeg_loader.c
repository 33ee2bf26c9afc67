#include "CTurboJPEG.h"

#include <dlfcn.h>
#include <pthread.h>

// turbojpeg's functions, resolved by rr_turbojpeg_load().
static struct {
    tjhandle (*init_decompress)(void);
    tjhandle (*init_compress)(void);
    int (*destroy)(tjhandle);
    int (*decompress_header)(tjhandle, const unsigned char *, unsigned long, int *, int *, int *, int *);
    int (*decompress)(tjhandle, const unsigned char *, unsigned long, unsigned char *, int, int, int, int, int);
    int (*compress)(tjhandle, const unsigned char *, int, int, int, int, unsigned char **, unsigned long *, int, int, int);
    void (*free)(unsigned char *);
    char *(*error_string)(tjhandle);
    int (*error_code)(tjhandle);
} tj;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded = false;

static void load(void) {
    // Never unloaded: handles may be in use on other threads.
    void *library = dlopen("libturbojpeg.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&tj.init_decompress = dlsym(library, "tjInitDecompress");
    *(void **)&tj.init_compress = dlsym(library, "tjInitCompress");
    *(void **)&tj.destroy = dlsym(library, "tjDestroy");
    *(void **)&tj.decompress_header = dlsym(library, "tjDecompressHeader3");
    *(void **)&tj.decompress = dlsym(library, "tjDecompress2");
    *(void **)&tj.compress = dlsym(library, "tjCompress2");
    *(void **)&tj.free = dlsym(library, "tjFree");
    *(void **)&tj.error_string = dlsym(library, "tjGetErrorStr2");
    *(void **)&tj.error_code = dlsym(library, "tjGetErrorCode");
    loaded = tj.init_decompress && tj.init_compress && tj.destroy && tj.decompress_header && tj.decompress && tj.compress
        && tj.free && tj.error_string && tj.error_code;
}

bool rr_turbojpeg_load(void) {
    pthread_once(&once, load);
    return loaded;
}

tjhandle rr_tjInitDecompress(void) { return tj.init_decompress(); }

tjhandle rr_tjInitCompress(void) { return tj.init_compress(); }

int rr_tjDestroy(tjhandle handle) { return tj.destroy(handle); }

int rr_tjDecompressHeader3(tjhandle handle, const unsigned char *jpeg, unsigned long size, int *width, int *height,
                           int *subsampling, int *colorspace) {
    return tj.decompress_header(handle, jpeg, size, width, height, subsampling, colorspace);
}

int rr_tjDecompress2(tjhandle handle, const unsigned char *jpeg, unsigned long size, unsigned char *destination, int width,
                     int pitch, int height, int pixelFormat, int flags) {
    return tj.decompress(handle, jpeg, size, destination, width, pitch, height, pixelFormat, flags);
}

int rr_tjCompress2(tjhandle handle, const unsigned char *source, int width, int pitch, int height, int pixelFormat,
                   unsigned char **jpeg, unsigned long *size, int subsampling, int quality, int flags) {
    return tj.compress(handle, source, width, pitch, height, pixelFormat, jpeg, size, subsampling, quality, flags);
}

void rr_tjFree(unsigned char *buffer) { tj.free(buffer); }

char *rr_tjGetErrorStr2(tjhandle handle) { return tj.error_string(handle); }

int rr_tjGetErrorCode(tjhandle handle) { return tj.error_code(handle); }
