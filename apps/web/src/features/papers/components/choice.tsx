import Button from '@mui/material/Button';

/** A yes and a no: a sponsor's answer, a vote's outcome as the chair records it. */
export function Choice({ labels, pending, onChoose }: { labels: [string, string]; pending: boolean; onChoose: (yes: boolean) => void }) {
  return (
    <>
      <Button variant="contained" disabled={pending} onClick={() => onChoose(true)}>
        {labels[0]}
      </Button>
      <Button variant="outlined" disabled={pending} onClick={() => onChoose(false)}>
        {labels[1]}
      </Button>
    </>
  );
}
