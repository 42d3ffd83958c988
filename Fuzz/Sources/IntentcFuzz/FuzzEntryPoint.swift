import IntentCodegen
import IntentDefinition

/// The name every fuzz input is read under; diagnostics must name it.
let fuzzInputPath = "fuzz.intentdefinition"

/// libFuzzer's entry point: runs the whole pipeline (read → decode → validate → generate) on
/// `size` bytes at `data` and traps when an invariant that must hold for any input fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var diagnostics: [Diagnostic] = []
    let root = PlistReader.read(bytes: bytes, path: fuzzInputPath, diagnostics: &diagnostics)
    PipelineInvariants.checkLocated(diagnostics, stage: "reading")
    guard let root else {
        PipelineInvariants.require(diagnostics.containsErrors, "reading failed without an error")
        return 0
    }
    let decoded = DefinitionDecoder.decode(root, path: fuzzInputPath, diagnostics: &diagnostics)
    PipelineInvariants.checkLocated(diagnostics, stage: "decoding")
    guard let definition = decoded else {
        PipelineInvariants.require(diagnostics.containsErrors, "decoding failed without an error")
        return 0
    }
    let validation = DefinitionValidator.validate(definition)
    PipelineInvariants.checkLocated(validation, stage: "validation")
    // As `intentc generate` does: the generator runs on any decoded definition.
    PipelineInvariants.checkGeneration(of: definition, options: GenerationOptions())
    return 0
}
