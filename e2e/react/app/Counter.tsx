import { ok } from '@toolmark/core';
import { useTool, useTools } from '@toolmark/react';
import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  useTool(
    {
      name: 'counter.increment',
      description: 'Adds one to the counter (version 1)',
      run: () => {
        setCount((current) => current + 1);
        return ok({ added: 1 });
      },
    },
    [],
  );
  const tools = useTools();
  return (
    <p>
      Count: <output id="count">{count}</output>; tools: <span id="tools">{tools.map((tool) => tool.name).join(', ')}</span>
    </p>
  );
}
