/**
 * Share links, format version 2: the engine-independent half (alphabet, range-coded packing,
 * container with checksum, moves as indices). The engine plugs in through `MoveSource`.
 */
export { ALPHABET } from './alphabet.ts';
export { linkChecksum } from './checksum.ts';
export { type LinkSyntaxErrorCode, type LinkResult, REASONS } from './errors.ts';
export { decodeMoves, encodeMoves, MAX_LINK_MOVES, type MoveSource } from './moves.ts';
export { countHeaderBits, MAX_STREAM_VALUES, packValues, RadixReader, RadixWriter, unpackValues } from './radix.ts';
export { formatSections, type LinkSection, MAX_LINK_CHARS, parseSections } from './sections.ts';
export { decodeVarint, encodeVarint } from './varint.ts';
