import IntentCodegen
import IntentDefinition

/// The name every fuzz input is read under; diagnostics must name it.
let fuzzInputPath = "fuzz.intentdefinition"

/// libFuzzer's entry point: runs the pipeline exactly as `intentc generate` does
/// (``IntentCompiler``) on `size` bytes at `data`, and traps when an invariant that must hold
/// for any input fails. The generator also runs on definitions the gate stops, so that it
/// stays safe on every model decoding can produce.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let output = IntentCompiler.run(.bytes(bytes, path: fuzzInputPath), goal: .generate)
    PipelineInvariants.checkLocated(output.diagnostics)
    PipelineInvariants.checkOutput(output)
    if let definition = output.definition, output.files.isEmpty {
        PipelineInvariants.checkGeneration(of: definition, options: GenerationOptions())
    }
    return 0
}
