// libturbojpeg, loaded with dlopen on the first JPEG image or JPEG thumbnail (CWebP.h says why
// image libraries are not linked). The types and constants come from <turbojpeg.h> (2.1); each
// `rr_` function calls turbojpeg's function of the same name once `rr_turbojpeg_load()` has
// returned true. turbojpeg reports errors as return codes: it never jumps.
#ifndef RRENDER_CTURBOJPEG_H
#define RRENDER_CTURBOJPEG_H

#include <stdbool.h>
#include <turbojpeg.h>

/// Loads libturbojpeg.so.0 and its functions, once per process; false when it cannot be loaded.
bool rr_turbojpeg_load(void);

tjhandle rr_tjInitDecompress(void);
tjhandle rr_tjInitCompress(void);
int rr_tjDestroy(tjhandle handle);
int rr_tjDecompressHeader3(tjhandle handle, const unsigned char *jpeg, unsigned long size, int *width, int *height,
                           int *subsampling, int *colorspace);
int rr_tjDecompress2(tjhandle handle, const unsigned char *jpeg, unsigned long size, unsigned char *destination, int width,
                     int pitch, int height, int pixelFormat, int flags);
int rr_tjCompress2(tjhandle handle, const unsigned char *source, int width, int pitch, int height, int pixelFormat,
                   unsigned char **jpeg, unsigned long *size, int subsampling, int quality, int flags);
void rr_tjFree(unsigned char *buffer);
char *rr_tjGetErrorStr2(tjhandle handle);
int rr_tjGetErrorCode(tjhandle handle);

#endif
