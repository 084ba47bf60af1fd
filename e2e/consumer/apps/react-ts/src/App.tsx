import { formResponse, scanForms } from '@toolmark/forms'
import { ToolmarkProvider, useCallsInFlight, useTools, useToolSet } from '@toolmark/react'
import { confirmWith } from '@toolmark/ui'
import { installModelContextPolyfill, isModelContextPolyfill, publish } from '@toolmark/webmcp'
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import './App.css'
import { addToCart, cart, emptyCart } from './shop.ts'
import { tm } from './toolmark.ts'

declare global {
  interface Window {
    /** The in-page agent's door, for the consumer check. */
    consumerApp: { call(name: string, input?: unknown): Promise<unknown> }
  }
}

// The shop's tools, under the names the vanilla app's scope gives them.
const shopTools = [addToCart, emptyCart].map((tool) => ({ ...tool, name: `shop.${tool.name}` }))

/** The cart's tools exist while the cart is on screen (@toolmark/react). */
function Cart() {
  useToolSet(shopTools)
  const count = useSyncExternalStore(cart.subscribe, cart.count)
  return (
    <p>
      Items in the cart: <output data-testid="cart-count">{count}</output>
    </p>
  )
}

/** What the registry holds, read through @toolmark/react's hooks. */
function RegistryStatus() {
  const tools = useTools()
  const calls = useCallsInFlight()
  return (
    <p>
      Tools: <output data-testid="tool-names">{tools.map((tool) => tool.name).join(' ')}</output> · calls:{' '}
      <output data-testid="calls">{calls.map((call) => `${call.name} ${call.phase}`).join(', ') || 'none'}</output>
    </p>
  )
}

/** A controlled form that @toolmark/forms turns into the tool 'site.newsletter.subscribe'. */
function Newsletter() {
  const [email, setEmail] = useState('')
  const [topic, setTopic] = useState('news')
  const [subscribed, setSubscribed] = useState('')
  const section = useRef<HTMLElement>(null)

  useEffect(() => {
    const forms = scanForms(tm.scope('site'), section.current!)
    return () => forms.dispose()
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const answer = { subscribed: String(data.get('email')), topic: String(data.get('topic')) }
    setSubscribed(`Subscribed ${answer.subscribed} to ${answer.topic}`)
    // Answers the agent that submitted the form; does nothing when a person did.
    formResponse(event, answer)
  }

  return (
    <section ref={section}>
      <form
        id="newsletter"
        toolname="newsletter.subscribe"
        tooldescription="Subscribes an email address to the newsletter"
        toolautosubmit=""
        onSubmit={submit}
      >
        <label>
          Email <input type="email" name="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label>
          Topic
          <select name="topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
            <option value="news">News</option>
            <option value="deals">Deals</option>
          </select>
        </label>
        <button>Subscribe</button>
      </form>
      <p>
        React state: <output data-testid="email-state">{email}</output> / <output data-testid="topic-state">{topic}</output>
      </p>
      <p id="subscribed">{subscribed}</p>
    </section>
  )
}

function App() {
  const [showCart, setShowCart] = useState(true)

  // Cards for confirmations, and publishing to native WebMCP (or the polyfill), while the app is mounted.
  useEffect(() => {
    const stopCards = confirmWith(tm)
    const publication = publish(tm, { modelContext: installModelContextPolyfill() })
    const context = publication.modelContext
    document.body.dataset['webmcp'] = context === undefined ? 'none' : isModelContextPolyfill(context) ? 'polyfill' : 'native'
    window.consumerApp = { call: (name, input) => tm.call(name, input) }
    let mounted = true
    void publication.settled().then(() => {
      if (mounted) document.body.dataset['ready'] = 'true'
    })
    return () => {
      mounted = false
      publication.dispose()
      stopCards()
    }
  }, [])

  return (
    <ToolmarkProvider tm={tm}>
      <h1>Toolmark + Vite + React</h1>
      <button type="button" onClick={() => setShowCart((shown) => !shown)}>
        {showCart ? 'Hide the cart' : 'Show the cart'}
      </button>
      {showCart && <Cart />}
      <Newsletter />
      <RegistryStatus />
    </ToolmarkProvider>
  )
}

export default App
