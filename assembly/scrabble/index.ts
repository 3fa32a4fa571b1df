// Scrabble move generation exports (see assembly/scrabble/).
export {};
