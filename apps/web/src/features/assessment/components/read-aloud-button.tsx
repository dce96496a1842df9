import { useEffect, useRef, useState } from 'react';
import { Square, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { canSpeak, speak } from '@/lib/speech';

/** Reads the question and its options aloud with the browser's speech synthesis (en-US). */
export function ReadAloudButton({ text }: { text: string }) {
  const [speaking, setSpeaking] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  // A new question (or leaving the page) stops what is being read.
  useEffect(() => {
    return () => {
      stopRef.current?.();
      stopRef.current = null;
    };
  }, [text]);

  const onClick = () => {
    if (speaking) {
      stopRef.current?.();
      return;
    }
    if (!canSpeak()) {
      toast({ variant: 'destructive', title: 'Speech not supported', description: 'Your browser does not support text-to-speech.' });
      return;
    }
    setSpeaking(true);
    stopRef.current = speak(text, () => {
      stopRef.current = null;
      setSpeaking(false);
    });
  };

  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-pressed={speaking}>
      {speaking ? <Square className="h-4 w-4" aria-hidden /> : <Volume2 className="h-4 w-4" aria-hidden />}
      {speaking ? 'Stop reading' : 'Read aloud'}
    </Button>
  );
}
