export declare const markdownPath: (permalink: string) => string;
export declare const cardPath: (permalink: string) => string;
