/**
 * Demo blog posts for the seed. `content` is a JSON string of blocks, except
 * for one published post that is plain text to show the fallback rendering.
 */
import type { blogPosts } from "~/server/db/schema";

export type DemoBlogPost = Omit<typeof blogPosts.$inferInsert, "id" | "slug">;

/** The block shapes stored (JSON-encoded) in blog_posts.content. */
export type DemoBlogBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "list"; items: string[] }
  | { type: "quote"; text: string; author?: string };

const p = (text: string): DemoBlogBlock => ({ type: "paragraph", text });
const h = (text: string): DemoBlogBlock => ({ type: "heading", text });
const list = (...items: string[]): DemoBlogBlock => ({ type: "list", items });
const quote = (text: string, author?: string): DemoBlogBlock =>
  author ? { type: "quote", text, author } : { type: "quote", text };
const blocks = (...b: DemoBlogBlock[]): string => JSON.stringify(b);

const img = (name: string) => `/images/demo/blog/${name}.webp`;

export const demoBlogPosts: DemoBlogPost[] = [
  /* ---------------------------------------------------------------- */
  {
    title: "Eleven Leaders, No Boss: What Two Years of Rotating Leadership Taught Us",
    excerpt:
      "Every project in the collective is led by a different member. Here is how rotating leadership works for us, where it went wrong at first, and the five rules that made it stick.",
    author: "Aarohi Maharjan",
    category: "Leadership",
    imageUrl: img("rotating-leadership"),
    imageAlt: "Illustration of eleven coloured dots joined in a circle on a night-blue sky, a sun travelling along its edge",
    published: true,
    createdAt: new Date("2025-05-30T09:15:00+05:45"),
    content: blocks(
      p(
        "When we started meeting on a rooftop in Kirtipur in 2021, I was the one holding the notebook. I wrote down the ideas, I called the shop owners, I kept the list of who was doing what. Without anyone deciding it, people began to treat me as the boss. Clients phoned me. Members waited for me before making a call. By the end of our first year I was exhausted, and the team was much quieter in meetings than eleven opinionated people should ever be.",
      ),
      p(
        "So at the start of 2023 we tried an experiment. Every new project would get its own lead, chosen for that project, and I would step back. Two years and more than forty projects later, it is simply how we work. It is not always smooth, but it has made us braver, faster and much kinder to each other.",
      ),
      h("How rotating leadership works"),
      list(
        "Every new project gets a lead, chosen in our Sunday meeting for who is best placed to run it, not for who has been around longest.",
        "The lead owns the timeline, the client conversations and the final word on creative decisions.",
        "Anyone can lead, but nobody leads two projects at the same time.",
        "The previous lead on a similar project becomes the new lead's shadow: available for advice, never for orders.",
        "After delivery we hold a thirty-minute retrospective, with tea, where we talk about what to keep and what to change.",
      ),
      h("What went wrong at first"),
      p(
        "Our third rotating project was a menu and signage redesign for a small café in Jhamsikhel. Sneha, who was nineteen and leading for the first time, had a clear idea for the layout. But two senior members kept suggesting changes in the group chat, and she did not feel she could say no. The design went through six versions, the client got confused, and we missed our deadline by a week.",
      ),
      p(
        "In the retrospective it became obvious that the problem was not Sneha. We had given her the title of lead without the authority. Everyone still behaved as if the real decision sat somewhere else. From then on we agreed that once a lead makes a call, the rest of us support it in front of the client, and we save our disagreements for the retrospective.",
      ),
      quote(
        "Leadership is not a chair you sit in. It is a weight you pick up for a while and then hand over carefully.",
        "Sneha Bajracharya",
      ),
      h("What changed"),
      p(
        "In 2024, nine of our eleven members led at least one project. Our youngest member led a festival campaign that reached more people than anything I had ever run. Clients began to know the whole team by name instead of asking for me. And in our own survey at the end of the year, every member said they felt more confident speaking up than they had twelve months earlier.",
      ),
      p(
        "It also changed me. I had to learn to sit in a meeting and not fix things, to let someone else choose a direction I would not have chosen, and to discover that it often worked better. Stepping back turned out to be the most useful leadership skill I have practised.",
      ),
      h("Five rules that made it stick"),
      list(
        "Pick the lead for the project, not for the person.",
        "Give the lead the final word, and defend it in front of clients.",
        "Shadow, don't steer: advice is offered when asked for.",
        "Hold a retrospective after every project and blame no one.",
        "Rotate the boring roles too: note-taking, invoices and making the tea.",
      ),
      p(
        "Rotating leadership will not suit every team. It needs trust, patience and a tolerance for the occasional missed deadline. But if you lead a group of young people and you feel like the only one who ever decides anything, try handing over one small project. Then stay quiet, and watch who steps up.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Three Reels a Week: How a Family Momo Shop Doubled Its Weekend Orders",
    excerpt:
      "A twenty-year-old momo shop in Kalimati, a monthly budget of fifteen thousand rupees and a phone. What we changed in twelve weeks, and what the numbers looked like afterwards.",
    author: "Sahil Shrestha",
    category: "Marketing",
    imageUrl: img("momo-reels"),
    imageAlt: "Illustration of a bamboo steamer of momos beside three phones playing short videos",
    published: true,
    createdAt: new Date("2025-08-22T11:40:00+05:45"),
    content: blocks(
      p(
        "Sarita didi has been folding momos in Kalimati for twenty years. Her shop seats sixteen people, the chutney recipe belongs to her mother-in-law, and on a good Saturday the queue reaches the tea stall next door. When her son asked us for help last spring, the shop's Facebook page had 400 followers and its last post was from 2022. Her monthly marketing budget was fifteen thousand rupees, and she was not sure she wanted to spend even that.",
      ),
      p(
        "This post is an honest account of what we did over the next twelve weeks, because most small-business owners we meet think good marketing needs a big budget. It doesn't. It needs attention, consistency and a little courage in front of the camera.",
      ),
      h("Step one: listen before posting"),
      p(
        "We spent two full days in the shop before filming anything. We counted customers, asked where they came from and noted when the rush happened. The answers were clear: most customers were students and office workers living or working within two kilometres, the busiest times were Friday evening and Saturday lunch, and almost everyone had heard about the shop from a friend.",
      ),
      p(
        "That told us our job was not to make the shop famous across Kathmandu. It was to remind the people nearby, every week, that the best jhol momo in the area was a short walk away, and to make it easy for their friends to find it.",
      ),
      h("The plan"),
      list(
        "Monday, Behind the Fold: a fifteen-second reel of Sarita didi's hands pleating momos, with the sound of the kitchen and no music.",
        "Wednesday, Customer of the Week: a regular tells us their order and why they keep coming back.",
        "Friday, Weekend Special: the special of the weekend, the price and a reminder that you can order ahead on WhatsApp.",
        "A complete map listing with opening hours, photos and the phone number, so people searching nearby could actually find the shop.",
        "A pinned post with the menu and prices, updated whenever they changed.",
      ),
      p(
        "Everything was shot on a mid-range phone, usually in less than twenty minutes, during the quiet hour after lunch. Sahil edited; Ananya wrote captions in Nepali and English; Sarita didi's son learned to post and reply to messages himself by week four.",
      ),
      h("What happened"),
      p(
        "The first month was slow. Views hovered around a few hundred, mostly friends of the family. Then in week five, a Customer of the Week reel featuring a retired schoolteacher who had eaten there every Saturday since 2006 was shared by a local community page. It reached 48,000 views in three days.",
      ),
      p(
        "By the end of the twelve weeks the page had grown from 400 to 6,800 followers. More importantly, weekend orders grew from an average of about 140 plates to about 290, and WhatsApp pre-orders, which did not exist before, made up a fifth of Friday evening sales. The shop hired a second helper in the kitchen.",
      ),
      quote(
        "I thought the internet was for young people. Now young people come to my shop because of the internet.",
        "Sarita Tuladhar, owner",
      ),
      h("What we learned"),
      list(
        "Real faces beat polished graphics. Our simplest videos always outperformed our designed posts.",
        "A rhythm matters more than a viral hit. The viral reel helped, but the regular schedule is what kept people coming back.",
        "Local means local. Writing for the people within two kilometres worked better than writing for the whole valley.",
        "Make the next step easy. A view is only useful if ordering takes one tap.",
        "Hand over the tools. The campaign outlived our involvement because the family learned to run it.",
      ),
      p(
        "If you run a small business and feel that marketing is not for you, start with one thing: film your hands doing the work you are proud of, and post it every week at the same time. The rest can come later.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Nine Tonnes Later: What Our Saturday Clean-Ups Taught Us About the Bagmati",
    excerpt:
      "Twenty-six clean-ups, hundreds of volunteers and over nine tonnes of waste pulled from the riverbanks. Why picking up rubbish was never going to be enough, and what we are doing now.",
    author: "Kritika Thapa Magar",
    category: "Community",
    imageUrl: img("bagmati-cleanup"),
    imageAlt: "Illustration of a river winding through a misty valley under prayer flags, bits of collected litter on its banks",
    published: true,
    createdAt: new Date("2025-11-10T08:05:00+05:45"),
    content: blocks(
      p(
        "The first Clean Bagmati Saturday, in March 2023, had fourteen volunteers, forty sacks and one borrowed wheelbarrow. We met at seven in the morning near Teku, where the Bishnumati joins the Bagmati, and by ten we had filled every sack. We were tired, muddy and very proud of ourselves. The following Saturday, the same stretch of riverbank looked almost exactly as it had before we started.",
      ),
      p(
        "That was the most important lesson of the whole project, and it arrived in week two. Since then we have organised twenty-six clean-ups with ward offices, schools and our partners at the Green Valley Youth Network. Together, more than 600 volunteers have removed over nine tonnes of waste. But the work that has actually changed something happened away from the riverbank.",
      ),
      h("What we found in the river"),
      p("We weighed and sorted everything we collected for a year. The top five, by volume, were:"),
      list(
        "Thin plastic bags, many of them still knotted with household waste inside.",
        "Single-use sachets: shampoo, noodles, snacks and spices.",
        "Glass bottles, most of them whole.",
        "Old clothes and shoes.",
        "Construction debris dumped from trucks at night.",
      ),
      p(
        "Most of it came from the houses and shops within a few hundred metres of the river. Much of it was recyclable, and some of it, the glass and the hard plastic, was even worth money to the scrap collectors who already work in every neighbourhood.",
      ),
      h("From picking up to separating at home"),
      p(
        "In 2024 we started knocking on doors in two toles close to the river. We gave forty households a simple kit: two sacks, one for recyclables and one for everything else, a sticker explaining what goes where, and a promise that youth volunteers would collect the recyclables every second Saturday. The recyclables were sold to local scrap dealers, and the money went straight to the tole youth club for their football kit.",
      ),
      p(
        "Within six months, thirty-four of the forty households were still separating their waste without being reminded. The youth club had earned enough for new jerseys and a first-aid kit. And the stretch of riverbank near those two toles now needs clearing every two months instead of every week.",
      ),
      quote(
        "The children started checking their parents' sacks. Once the kids are watching, nobody throws a bottle in the river.",
        "Ward committee member, Teku",
      ),
      h("What we would tell anyone starting a clean-up"),
      list(
        "Weigh and sort what you collect. The data changes the conversation with ward offices and sponsors.",
        "Work with the people who already handle waste, especially scrap collectors. They know more than any of us.",
        "Bring gloves, boots and a first-aid kit every time, and never let volunteers handle sharp or medical waste.",
        "Make the day fun. Music, tea and a group photo keep volunteers coming back.",
        "Measure success by how often you need to come back, not by how many sacks you fill.",
      ),
      h("What's next"),
      p(
        "This year we are expanding the household kits to four more toles and working with two schools to make waste separation part of their eco-club activities. We still hold a clean-up on the first Saturday of every month, because the river still needs hands, and because a morning on the riverbank is the best way we know to turn strangers into neighbours.",
      ),
      p(
        "If you would like to join, follow our social pages for the next meeting point. Bring old clothes, a water bottle and a friend. We will bring the gloves, the sacks and the tea.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Finding Colour in the Ordinary: A Morning Photo Walk Through Asan",
    excerpt:
      "Fourteen young photographers, one market square and one rule: no photos of anything famous. Notes from our photo walk through Asan at seven in the morning, with tips you can use on your own street.",
    author: "Bibek Tamang",
    category: "Creativity",
    imageUrl: img("asan-photo-walk"),
    imageAlt: "Overhead illustration of round baskets of orange, red, purple and yellow spices at a market, birds flying over",
    published: true,
    createdAt: new Date("2026-02-12T07:30:00+05:45"),
    content: blocks(
      p(
        "Asan is loud before the sun is up. By six-thirty the vegetable sellers are laying out spinach and radishes on sacks, the spice shops are pulling up their shutters, and the pigeons near the Annapurna temple are already arguing over grain. For a photographer it is a gift and a trap: there is so much colour that it is easy to take a hundred photos and come home with nothing that feels like yours.",
      ),
      p(
        "That is why we gave our January photo walk one simple rule: no photos of anything famous. No temple roofs, no postcard views. Instead, each of the fourteen photographers had to find beauty in something that nobody else would stop to look at.",
      ),
      h("How the morning worked"),
      list(
        "We met at 6:45 and spent five minutes standing still in the square, just looking, before anyone lifted a camera.",
        "Everyone was limited to 36 photos, like a roll of film, so each shot had to be a decision.",
        "We split into pairs, and each pair chose one theme: hands, doors, shadows, repetition or the colour red.",
        "At 8:30 we met for tea and every pair chose their three best frames to share.",
      ),
      h("What we saw"),
      p(
        "Pratiksha and Rohan, who chose hands, came back with a sequence of a brass seller polishing the same pot for nine minutes, his hands shining more than the metal. Another pair photographed nothing but blue doors and found eleven shades of blue in a single lane. One of our newest members, who had only ever used her phone for selfies, photographed the long morning shadow of a bicycle stretched across a pile of red chillies, and it was the best photograph of the day.",
      ),
      p(
        "None of these photos would work on a tourism poster. All of them felt like Kathmandu, the Kathmandu we actually live in.",
      ),
      quote(
        "Stop looking for something beautiful. Look at something long enough, and it becomes beautiful.",
      ),
      h("Photographing people with respect"),
      p(
        "Markets are full of people who are working, not posing. Before the walk we agreed on a few rules: always ask before photographing someone's face, accept a no with a smile, show people their photo afterwards, and never photograph children without a parent's permission. Several shopkeepers asked us to send them their portraits, so we printed them and brought them back the following week. A spice seller now has her photo taped to the wall above her scales.",
      ),
      h("Try it on your own street"),
      list(
        "Go early. The light between sunrise and eight o'clock is soft and warm, and the streets are busy but not crowded.",
        "Give yourself a limit. Fewer photos means more looking.",
        "Choose one theme and follow it for the whole walk.",
        "Get closer. Most weak photos are taken from too far away.",
        "Look for repetition and one thing that breaks it.",
        "Share three photos, not thirty. Choosing is part of the craft.",
      ),
      p(
        "Creativity is not about travelling somewhere exotic. It is about paying attention to the place you already are. Asan has been there for centuries, and it still had something new to show fourteen of us on an ordinary Tuesday morning.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "The 500-Follower Myth: Why Influence Starts Smaller Than You Think",
    excerpt:
      "We ask new members for a personal following of 500 or more people. Not 50,000. Why the smaller number matters more, and how to grow your first five hundred in a way that lasts.",
    author: "Ananya Joshi",
    category: "Growth",
    imageUrl: img("five-hundred-followers"),
    imageAlt: "Illustration of hundreds of small coloured dots spreading out from one bright point on a purple background",
    published: true,
    createdAt: new Date("2026-04-09T16:20:00+05:45"),
    content: blocks(
      p(
        "Every month someone messages us to ask whether they can apply to the collective with fewer than 500 followers. Almost as often, someone asks why the bar is so low. Both questions come from the same belief: that influence is about big numbers. After four years of working with creators, shop owners and community leaders, I am convinced it is not.",
      ),
      h("Why we ask for 500"),
      p(
        "Five hundred is roughly the number of people you can actually know: your classmates, your neighbours, the people from your football team, your cousins in Pokhara, the regulars at the café where you work. If five hundred people choose to follow what you say, it means you have already done something hard. You have shown up consistently, and people trust you enough to keep listening.",
      ),
      p(
        "That trust is what moves things. When one of our members with 900 followers asked people to join a blood donation camp, 62 of them came. When a brand paid a creator with 80,000 followers for a similar post, 11 people came. The difference was not reach. It was relationship.",
      ),
      quote(
        "We don't select people for how loud they are. We select them for how many people lean in when they speak.",
        "Aarohi Maharjan",
      ),
      h("Five hundred people, not five hundred accounts"),
      p(
        "Followers do not have to be online. Some of our strongest members had small social pages but led a youth club, taught a weekly dance class or ran a neighbourhood football tournament. When we review an application, we look for the people behind the number: who listens to you, and why.",
      ),
      h("How to grow your first 500, properly"),
      list(
        "Pick one topic you genuinely care about and post about it every week for three months. Consistency beats brilliance.",
        "Reply to every comment and message. At this stage, each conversation is worth more than a hundred likes.",
        "Make things with other people: collaborate with a friend, feature a local shop, interview your grandmother.",
        "Show up offline. Volunteer, organise, teach. Online trust grows fastest when people have met you.",
        "Never buy followers. They cannot come to your clean-up, and they make your real audience harder to reach.",
        "Share what you are learning, not only what you have achieved. People follow journeys.",
      ),
      h("What happens after 500"),
      p(
        "Growth after your first five hundred usually comes from the same habits, repeated. But the goal should never be the number itself. The question we ask our members every year is not how many followers they gained. It is what they did with the attention they already had.",
      ),
      p(
        "If you have 500 people who trust you, you already have more power to change your neighbourhood than most advertising campaigns. Use it well. And if you would like to use it with us, our membership applications are open.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Nepal 2035: What We Want the Next Generation to Inherit",
    excerpt:
      "A letter to the young people who will be eighteen in 2035, about jobs at home, clean rivers, honest screens and a culture of building together, and about the part our generation has to play.",
    author: "Aarohi Maharjan",
    category: "Vision",
    imageUrl: img("nepal-2035"),
    imageAlt: "Illustration of a road winding towards snow-capped mountains under a starry violet sky",
    published: true,
    createdAt: new Date("2026-06-18T19:00:00+05:45"),
    // Plain text on purpose: shows how a post that is not JSON is rendered.
    content: [
      "Dear eighteen-year-old of 2035,",
      "You were about nine when we wrote this. Maybe you were flying a kite from a rooftop in Kirtipur, or learning to ride a bicycle in Butwal, or watching your older brother pack a suitcase for a job in the Gulf. We want to tell you what we hoped your country would look like by the time you finished school, so that you can hold us to it.",
      "We hoped that leaving would be a choice and not a necessity. In our generation, almost every family we know has someone working abroad. Some of them went to chase a dream, and we are proud of them. But too many went because there was nothing here for them. We wanted you to grow up in a Nepal where a young designer, coder, farmer or filmmaker could build a good life in their own town, and where the businesses of their neighbourhood could afford to hire them.",
      "We hoped you would be able to swim in the Bagmati. That sounds impossible as we write it, standing on a riverbank that smells of plastic and sewage. But rivers have been brought back to life in other cities, and every household that separates its waste, every ward that treats its sewage, and every Saturday clean-up brings that day a little closer.",
      "We hoped your screens would be honest with you. We grew up with feeds designed to make us feel not good enough, and with news that was often more rumour than fact. We wanted you to grow up knowing how to question what you see, to make media as well as consume it, and to tell your own stories in your own languages, whether that is Nepali, Nepal Bhasa, Maithili, Tamang, Tharu or any of the many others spoken in our country.",
      "We hoped you would inherit a habit, not just an economy: the habit of building things together. Our grandparents knew it. They built rest houses, water spouts and temples as a community, and they organised festivals that still bring whole cities onto the streets. Somewhere along the way, many of us started to believe that change comes only from the government or from abroad. We wanted to show you that eleven ordinary people, a few phones and a lot of stubbornness can change a street, and that a thousand streets can change a country.",
      "And we hoped you would be kinder to yourself than we were. Our generation learned to talk about mental health late, often too late. We wanted you to grow up in schools and teams where it is normal to say I am struggling, and where failing at something new is treated as part of learning rather than a reason for shame.",
      "We know we will not achieve all of this. Some of it depends on decisions far beyond a youth collective in Kathmandu. But the future is not something that happens to us. It is something we make, one small, stubborn action at a time.",
      "So here is our promise. We will keep mentoring the young people who come after us. We will keep helping local businesses grow so they can hire at home. We will keep showing up at the river. We will keep telling true stories. And one day, when you are eighteen and full of ideas, we hope you will find a team waiting to build them with you.",
      "With hope and a little impatience,",
      "The eleven",
    ].join("\n\n"),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Tutorial: Bright Product Photos With Only Your Phone and a Window",
    excerpt:
      "No studio, no lights, no budget. A step-by-step guide to clean, bright product photos for your shop's page, using a phone, a window, a sheet of white paper and a piece of cardboard.",
    author: "Nischal Gurung",
    category: "Tutorial",
    imageUrl: null,
    published: true,
    createdAt: new Date("2026-08-05T13:10:00+05:45"),
    content: blocks(
      p(
        "Most of the small businesses we work with sell wonderful things: handmade felt, copper water jugs, pickles, pashmina, carved wood. And most of their product photos do not do them justice. They are taken under yellow tube lights, on a cluttered counter, with a shadow of the photographer's head across the product. The good news is that fixing this costs almost nothing.",
      ),
      p(
        "This is the exact setup we teach at our Skills Exchange sessions. It takes about ten minutes to build and works with any phone made in the last five years.",
      ),
      h("What you need"),
      list(
        "A window with indirect daylight, ideally one that the sun does not shine straight through.",
        "A table or stool you can place next to the window.",
        "Two large sheets of white chart paper, available at any stationery shop.",
        "A piece of cardboard covered in aluminium foil or white paper, to act as a reflector.",
        "Some tape, and a stack of books to use as a phone stand.",
        "A clean, dry cloth for wiping your products and your phone lens.",
      ),
      h("Step 1: Build a sweep"),
      p(
        "Tape the top of one sheet of chart paper to the wall, or to a stack of books, and let it curve down onto the table. This curve, called a sweep, removes the line where the wall meets the table, so your product looks as if it is floating on a clean white background.",
      ),
      h("Step 2: Use the window as your light"),
      p(
        "Place the table so that the window is to the side of your product, not behind it and not behind you. Side light shows texture, which is exactly what makes handmade things look handmade. Switch off all the room lights; mixing daylight with yellow bulbs makes the colours look muddy.",
      ),
      h("Step 3: Fill the shadows"),
      p(
        "Hold or prop your reflector on the opposite side from the window. Move it closer and the shadows become softer; move it further away and they become deeper. For shiny products like copper or glass, try a sheet of white paper instead of foil to avoid hard reflections.",
      ),
      h("Step 4: Set up your phone"),
      list(
        "Wipe the lens. A greasy lens is the number one cause of hazy photos.",
        "Rest the phone on a stack of books so it stays still.",
        "Use the main camera, not the wide-angle or the portrait mode.",
        "Tap on the product to focus, then slide the brightness down slightly so the white background does not burn out.",
        "Use the two-second timer so your finger does not shake the phone.",
      ),
      h("Step 5: Shoot a set, not a photo"),
      p(
        "For each product, shoot the same four frames: the front, a three-quarter angle, a close-up of the texture or detail, and the product in use or held in a hand. A consistent set makes your whole shop page look professional, and customers can understand the product without asking.",
      ),
      h("Step 6: Edit lightly"),
      p(
        "Open the photo in your phone's built-in editor. Raise the exposure a little until the background looks white rather than grey, straighten the horizon, and crop so the product fills most of the frame. Avoid filters. Your customers want to see what they will actually receive.",
      ),
      h("Common mistakes"),
      list(
        "Shooting in direct sunlight, which creates harsh shadows and bleached colours.",
        "Using flash, which flattens texture and causes glare on shiny surfaces.",
        "Crowding the frame with props that distract from the product.",
        "Shooting every product from a different angle and distance.",
      ),
      p(
        "Practise with five products this week and compare the results with your old photos. If you would like feedback, bring them to our next Skills Exchange, where a table of people who care a lot about light will be happy to help.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Designing for Dashain: Festival Campaigns That Don't Feel Like Ads",
    excerpt:
      "Every October, feeds fill with the same tika-red discount graphics. How we plan festival campaigns for local brands that people actually want to share, from research in July to the last day of Tihar.",
    author: "Sneha Bajracharya",
    category: "Marketing",
    imageUrl: img("dashain-campaigns"),
    imageAlt: "Illustration of colourful kites flying over a brick city skyline strung with marigold garlands",
    published: true,
    createdAt: new Date("2026-09-20T10:30:00+05:45"),
    content: blocks(
      p(
        "Scroll through any Nepali feed in the first week of Dashain and you will see the same post a hundred times: a red background, a bunch of jamara, a kite, a discount and the words Happy Dashain in a gold script. Nobody remembers which brand posted which one. Festival season is when our clients most want to be seen, and it is also when it is hardest to stand out.",
      ),
      p(
        "Over the past three years we have planned festival campaigns for a café, a handloom studio, a savings cooperative and an education NGO. Here is the approach that has worked for all four.",
      ),
      h("Start in July, not in September"),
      p(
        "Good festival work needs time. In July we sit down with each client and ask what Dashain and Tihar actually mean to their customers. For the cooperative, it was the season when members take loans to travel home and buy gifts. For the handloom studio, it was the one time of year when young people want to wear something traditional. These answers became the heart of each campaign, long before anyone opened a design tool.",
      ),
      h("Tell a story, not a greeting"),
      p(
        "Instead of a greeting card, we look for one true story. For Himali Handloom, we followed a single dhaka shawl from the loom to a grandmother's shoulders on the day of tika, in a series of six short videos. It was never pitched as an ad, but the studio sold out of that design before Fulpati.",
      ),
      quote(
        "People share what makes them feel something about their own family, not what makes them feel something about your brand.",
        "Sahil Shrestha",
      ),
      h("Our festival checklist"),
      list(
        "Research the real moments: travel home, shopping, kite-flying, tika, card games, Bhai Tika. Each one is a different story.",
        "Plan for the whole season, from Ghatasthapana to Tihar, not just the main day.",
        "Respect the rituals. Check details with elders, and never use sacred imagery as decoration for a discount.",
        "Design for people travelling: short videos, light files and messages that work on a slow connection.",
        "Go quiet on the main tika day. Families are together, and the best thing a brand can do is wish them well and step aside.",
        "Measure what matters: store visits, orders and messages, not just likes.",
      ),
      h("Make the visuals your own"),
      p(
        "Red and gold are festival colours for a reason, but they are not the only ones. For the café we built a palette from the colours of a Dashain kite: a deep blue sky, the saffron of marigolds and the green of jamara. For the education NGO we used children's own drawings of their festivals. Both campaigns were recognisable at a glance, even in a crowded feed.",
      ),
      p(
        "The festivals belong to everyone, and that is exactly why brands have to earn their place in them. If your campaign helps people celebrate the way they already do, they will bring your brand into the celebration for you.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Recap: Open Studio Night at Patan Dhoka Brought 140 Young Creators Together",
    excerpt:
      "Six skill stations, four hours, one courtyard and 140 young people teaching each other everything from stop-motion to spreadsheets. What happened at our first Open Studio Night, in numbers and in stories.",
    author: "Tenzing Sherpa",
    category: "Event",
    imageUrl: img("open-studio-night"),
    imageAlt: "Illustration of a crowd gathered before two lit pagoda temples at night under strings of lights",
    published: true,
    createdAt: new Date("2026-11-02T20:45:00+05:45"),
    content: blocks(
      p(
        "We expected sixty people. By five o'clock there was a queue outside the gate. Our first Open Studio Night, held in a borrowed courtyard near Patan Dhoka, ended up welcoming 140 young creators, students and curious neighbours for four hours of teaching, making and far too much tea.",
      ),
      p(
        "The idea was simple. Instead of a panel of speakers on a stage, we set up six stations around the courtyard, each run by one of our members with a guest, and invited everyone to move between them freely. Anyone could teach; anyone could learn. Many people did both.",
      ),
      h("The six stations"),
      list(
        "Reels in Ten Minutes: shooting and editing a short video on a phone, with Bibek.",
        "Stop-Motion Table: clay, paper and patience, with Nischal and a guest animator.",
        "Your First App: building a simple booking page without writing much code, with Rohan.",
        "Money for Creators: pricing your work, invoices and saving, with Sahil and a cooperative officer.",
        "Speak Up: a three-minute public-speaking challenge, with Manisha.",
        "Calm Corner: a quiet space to talk about burnout and pressure, with a trained counsellor.",
      ),
      h("By the numbers"),
      list(
        "140 participants, 58 percent of them women and girls.",
        "23 guest teachers, 9 of whom had attended one of our workshops as learners.",
        "86 finished reels, 41 stop-motion clips and 12 working booking pages.",
        "1 power cut, handled with phone torches and a lot of laughter.",
      ),
      quote(
        "I came to learn editing and ended up teaching three people how to make a budget. I didn't know I knew anything worth teaching.",
        "Participant, 19, Lalitpur",
      ),
      h("Stories from the courtyard"),
      p(
        "At the stop-motion table, two sisters from Bhaktapur spent three hours animating a clay buffalo escaping from a Dashain market. They refused to leave until it reached the edge of the table, and their film got the loudest applause of the evening. At the app station, a tailor's apprentice built a simple page where customers can book a fitting, and by the next morning his employer had shared it with forty regulars.",
      ),
      p(
        "The Speak Up challenge drew the biggest crowd. One by one, people who swore they would never speak in public stood on an upturned crate and talked for three minutes about something they loved: mountain biking, their grandmother's pickle recipe, a favourite Nepali rapper. Nobody was judged. Everybody was cheered.",
      ),
      h("What we will change next time"),
      p(
        "The Calm Corner was the busiest station of the night, which surprised all of us and taught us something important. Next time it will get a bigger space and two counsellors. We will also register people in advance so the queue moves faster, and keep the stations open for an extra hour, because nobody wanted to leave at nine.",
      ),
      p(
        "Thank you to everyone who came, taught, cleaned up and stayed behind to stack chairs, and to the families of the courtyard who put up with our noise. The next Open Studio Night will be in the spring. Until then, our monthly Skills Exchange is open to everyone.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  /* Unpublished drafts (visible only in the admin area)              */
  /* ---------------------------------------------------------------- */
  {
    title: "Draft: Mentorship Circle Applications Open for Our First Cohort",
    excerpt:
      "Twenty school and college students, eleven mentors and six months of monthly sessions. How the Mentorship Circle will work, who can apply and what we hope participants take away.",
    author: "Manisha Adhikari",
    category: "News",
    imageUrl: img("mentorship-circle"),
    imageAlt: "Illustration of one person helping another up a staircase of rising coloured steps under a mandala sun",
    published: false,
    createdAt: new Date("2025-12-01T12:00:00+05:45"),
    content: blocks(
      p(
        "Almost every member of the collective can name one person who changed the direction of their life by taking them seriously at the right moment: a teacher, an older cousin, a neighbour who ran a studio. The Mentorship Circle is our attempt to be that person for the next group of young people.",
      ),
      h("How it will work"),
      list(
        "Twenty participants aged 16 to 22, from schools and colleges across the valley.",
        "Each participant is paired with one member of the collective as a mentor for six months.",
        "One group session a month, on a Saturday, focused on a practical skill.",
        "One one-to-one conversation a month between each mentor and participant.",
        "A final showcase where every participant presents something they made.",
      ),
      h("Who can apply"),
      p(
        "Anyone aged 16 to 22 who lives in or near the valley and can commit to the monthly sessions. You do not need a portfolio, followers or previous experience. We are looking for curiosity, commitment and an idea you want to work on, whether that is a small business, a community project or a creative skill.",
      ),
      quote(
        "A mentor doesn't give you answers. They give you better questions and the confidence to go and find the answers yourself.",
      ),
      h("Why we are starting this now"),
      p(
        "Over the past year more than 500 young people have come through our Skills Exchange sessions. Many of them came back with the same question: what next? A single workshop can spark an idea, but turning it into a business, a project or a career takes months of steady support. The Mentorship Circle is designed to give exactly that, in a small group where nobody gets lost.",
      ),
      h("What mentors commit to"),
      list(
        "Showing up for every group session and every one-to-one conversation, or rescheduling well in advance.",
        "Listening first and advising second.",
        "Opening doors where they can: introductions, studio time, feedback from clients.",
        "Completing a short safeguarding and mentoring training before the cohort begins.",
      ),
      h("Still to confirm before publishing"),
      list(
        "Final dates for the first group session and the showcase.",
        "The application form link and deadline.",
        "Venue for the group sessions.",
      ),
      p(
        "The programme is free. Snacks, tea and bus fare for participants who need it will be covered by the collective. Applications will open in January, and we will announce the selected cohort by the end of February.",
      ),
      p(
        "If you are a teacher, a parent or a youth club organiser and you know a young person who would thrive in the Circle, please tell them about it. Some of the people who would benefit most are the least likely to apply on their own, and a nudge from someone they trust can make all the difference.",
      ),
    ),
  },

  /* ---------------------------------------------------------------- */
  {
    title: "Draft: Why We Turned Down a Sponsorship We Really Needed",
    excerpt:
      "Last month we said no to the largest sponsorship offer we have ever received. An honest look at the money, the argument inside the team and the principle that settled it.",
    author: "Tenzing Sherpa",
    category: "Opinion",
    imageUrl: img("sponsorship-decision"),
    imageAlt: "Illustration of a road splitting into two paths under a pale sun",
    published: false,
    createdAt: new Date("2026-10-14T18:25:00+05:45"),
    content: blocks(
      p(
        "In September a large company offered to sponsor our clean-up programme for a full year. The amount would have covered every sack, glove and cup of tea until 2028, and paid for a part-time coordinator. It was the biggest offer we have ever received. After three long meetings, we said no.",
      ),
      h("The argument"),
      p(
        "Half the team wanted to accept. Their case was strong: the programme runs on personal savings and small donations, volunteers sometimes pay their own bus fare, and the money would have let us reach four more neighbourhoods. The other half pointed out that the company's own packaging was among the most common waste we pull out of the river every month.",
      ),
      quote(
        "If we put their logo on our banners, we stop being able to tell the truth about what we find on the riverbank.",
        "Kritika Thapa Magar",
      ),
      h("What it cost us"),
      p(
        "Saying no was not free. This winter we will run the programme on the same tight budget as before, which means fewer new neighbourhoods and more evenings spent writing small grant applications. Two volunteers told us they were disappointed, and they were right to be. We owe them, and everyone who gives their Saturday mornings to the river, an honest explanation, which is why we are writing this.",
      ),
      h("The principle that settled it"),
      p(
        "In the end we came back to one of our values: Purpose over Popularity. The purpose of the clean-ups is not only a cleaner river. It is to change habits, including the habits of companies. Taking the money would have made us bigger and quieter at the same time.",
      ),
      list(
        "We will accept sponsorship from organisations whose products do not end up in the waste we collect.",
        "We will publish every sponsorship and what it pays for.",
        "We will keep our waste data public, whoever it embarrasses.",
      ),
      h("What we would tell other youth groups"),
      p(
        "Write your sponsorship principles down before the offer arrives. It is very hard to think clearly when a large sum of money is on the table and your team is tired of paying for gloves out of their own pockets. Decide together, in advance, what you will accept and why, and make the list public so that sponsors know where you stand from the first conversation.",
      ),
      p(
        "We have written back to the company with an offer: if they commit to a take-back programme for their packaging in the valley, we will gladly help them design and promote it. We have not heard back yet.",
      ),
    ),
  },
];
