/**
 * HTML the server rendered from staff Markdown (`*_html`): escaped there, with only our own tags
 * (content/markdown.ts), so it is set as it is.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`space-y-3 leading-relaxed text-gray-800 [&_a]:text-teal-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-teal-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped and built from our own tags on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
