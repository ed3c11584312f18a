// A mail's plain text with its web addresses as links, so a reset link can be followed from here.
import { Link, Text } from '@chakra-ui/react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" fontSize="sm">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} color="accent.fg" textDecoration="underline">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
