// PNG encoder micro-benchmark (not part of the package build). Run ./run.sh from this folder.
// Usage: bench <pages dir> <iterations> <config>...  where a config is LEVEL:FILTER,
// e.g. 2:auto (the default), 1:none, 2:paeth, 6:adaptive.
import Foundation
import RRenderCore
import RRenderImages

func milliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

func options(_ text: String) -> PNGEncoder.Options? {
    let parts = text.split(separator: ":").map(String.init)
    let filters: [String: PNGEncoder.Filter] = [
        "auto": .automatic, "none": .none, "sub": .sub, "up": .up,
        "paeth": .paeth, "adaptive": .adaptive
    ]
    guard parts.count == 2, let level = Int(parts[0]), let filter = filters[parts[1]] else { return nil }
    return PNGEncoder.Options(compressionLevel: level, filter: filter)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let iterations = Int(arguments[2]) else {
    print("usage: bench <pages dir> <iterations> <level:filter>...")
    exit(64)
}
let names = ["text", "text350", "color", "mixed", "photo", "rgba"]
let colorTypes: [UInt8: String] = [0: "gray", 2: "RGB", 3: "palette", 6: "RGBA"]
for name in names {
    guard let data = FileManager.default.contents(atPath: "\(arguments[1])/\(name).raw") else { continue }
    let pixels = data.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
    guard let image = PixelImage(width: 1264, height: 1680, pixels: pixels) else { continue }
    for config in arguments[3...] {
        guard let chosen = options(config) else { print("bad config \(config)"); continue }
        var times: [Double] = []
        var png: [UInt8] = []
        for _ in 0..<iterations {
            let start = milliseconds()
            png = PNGEncoder.encode(image, options: chosen)
            times.append(milliseconds() - start)
        }
        times.sort()
        let kind = colorTypes[png[25]] ?? "?"
        print(
            "\(name)\t\(config)\t\(kind)\tmedian \(String(format: "%.2f", times[times.count / 2])) ms"
                + "\tmin \(String(format: "%.2f", times[0])) ms\t\(png.count) bytes")
    }
}
