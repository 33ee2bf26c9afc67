// The fixed-advance shaper lives in its own target so the layout fuzzer can use it without
// the test support (Fuzz/LayoutFixed); tests keep finding it through `import RRenderTestSupport`.
@_exported import RRenderFixedShaper
